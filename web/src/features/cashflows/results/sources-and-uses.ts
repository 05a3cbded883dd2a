import type { Derived } from '@keelson/core';
import type { TFunction } from 'i18next';

/** One line of the sources and uses: an amount of core's derived values, named for its label. */
export type SourcesAndUsesLine =
  | { kind: 'secondHandPrice' | 'commissions' | 'transactionCosts' | 'totalAcquisitionCost' | 'requiredEquity' | 'equity'; amount: number }
  /** A tranche drawn by the acquisition date, numbered from 1 as the tranche editor numbers it. */
  | { kind: 'loan'; tranche: number; amount: number };

export type SourcesAndUses = {
  /** What the purchase costs: price, commissions, transaction costs and their total. */
  uses: SourcesAndUsesLine[];
  /** What pays for it: each loan drawn by T, then the equity the purchase needs and the equity given. */
  sources: SourcesAndUsesLine[];
  /** What the equity lacks at T; 0 when the sources match the uses. */
  shortfall: number;
};

/**
 * The purchase at the acquisition date T as core derives it (docs/spec/calculation.md section 3): every amount is one
 * of core's derived values; a tranche first drawn after T does not pay for the purchase and is left out.
 */
export function sourcesAndUses(derived: Derived): SourcesAndUses {
  const loans = derived.tranches.flatMap((tranche, index) =>
    tranche.drawnAtAcquisition > 0 ? [{ kind: 'loan' as const, tranche: index + 1, amount: tranche.drawnAtAcquisition }] : [],
  );
  return {
    uses: [
      { kind: 'secondHandPrice', amount: derived.secondHandPrice },
      { kind: 'commissions', amount: derived.commissions },
      { kind: 'transactionCosts', amount: derived.transactionCosts },
      { kind: 'totalAcquisitionCost', amount: derived.totalAcquisitionCost },
    ],
    sources: [...loans, { kind: 'requiredEquity', amount: derived.requiredEquity }, { kind: 'equity', amount: derived.equity }],
    shortfall: derived.equityShortfall,
  };
}

/**
 * The fresh liquidity that covers a shortfall: the current amount raised by it, rounded up to a whole unit of the
 * currency so that the new equity is not a rounding short of the need.
 */
export function freshLiquidityCovering(freshLiquidity: number | null | undefined, shortfall: number): number {
  return Math.ceil((freshLiquidity ?? 0) + shortfall);
}

/** A line's label: the loans by their tranche's number and the acquisition date (`date`, written), the rest by kind. */
export function sourcesAndUsesLabel(line: SourcesAndUsesLine, date: string, t: TFunction): string {
  return line.kind === 'loan' ? t('cashflow.sourcesAndUses.loan', { number: line.tranche, date }) : t(`cashflow.sourcesAndUses.lines.${line.kind}`);
}

/** The lines written bold: the total the purchase costs and the equity it needs. */
export function isSourcesAndUsesTotal(line: SourcesAndUsesLine): boolean {
  return line.kind === 'totalAcquisitionCost' || line.kind === 'requiredEquity';
}
