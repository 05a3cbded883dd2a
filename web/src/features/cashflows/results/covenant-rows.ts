import { covenantHeadroom, type CovenantLevels, type CovenantName, type CovenantTest, type Derived } from '@keelson/core';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney, formatPercent, formatRatio } from '../../../lib/format';
import { drawdownLeverage, type CovenantInputs } from './covenant-levels';

type Currency = string | null | undefined;

/** One covenant's line of the panel, written: its level, its value and headroom at the tightest test date, its first breach. */
export type HeadroomRow = {
  covenant: CovenantName;
  level: string;
  date: string;
  value: string;
  headroom: string;
  breached: boolean;
  firstBreach: string | null;
};

/** How each covenant's level, tested value and headroom are written: the cover and the DSCR as ratios, the liquidity as money. */
function writer(covenant: CovenantName, currency: Currency): { amount: (value: number) => string; headroom: (value: number) => string } {
  switch (covenant) {
    case 'minimumValueClause':
      return { amount: formatRatio, headroom: formatPercent };
    case 'dscrCovenant':
      return { amount: formatRatio, headroom: formatRatio };
    case 'minimumLiquidityCovenantCurr':
      return { amount: (value) => formatMoney(value, currency), headroom: (value) => formatMoney(value, currency) };
  }
}

/** The panel's lines, one per covenant the agreement sets, from core's covenant headroom (docs/spec/calculation.md section 8a). */
export function headroomRows(tests: readonly CovenantTest[], levels: CovenantLevels, currency: Currency): HeadroomRow[] {
  return covenantHeadroom({ tests, levels }).map((entry) => {
    const write = writer(entry.covenant, currency);
    return {
      covenant: entry.covenant,
      level: write.amount(entry.level),
      date: formatDate(entry.tightestDate),
      value: write.amount(entry.value),
      headroom: write.headroom(entry.headroom),
      breached: entry.firstBreachDate !== null,
      firstBreach: entry.firstBreachDate === null ? null : formatDate(entry.firstBreachDate),
    };
  });
}

/** One test date of the table, written; the breached covenants by name. */
export type TestDateRow = {
  date: string;
  debt: string;
  marketValue: string;
  securityCover: string;
  trailingDscr: string | null;
  liquidity: string;
  breaches: CovenantName[];
};

/** The covenant test dates as the table shows them, in date order. */
export function testDateRows(tests: readonly CovenantTest[], currency: Currency): TestDateRow[] {
  return tests.map((test) => ({
    date: formatDate(test.date),
    debt: formatMoney(test.debtOutstanding, currency),
    marketValue: formatMoney(test.marketValue, currency),
    securityCover: formatRatio(test.securityCover),
    trailingDscr: test.trailingDscr === null ? null : formatRatio(test.trailingDscr),
    liquidity: formatMoney(test.liquidity, currency),
    breaches: [
      ...(test.minimumValueClauseBreached ? (['minimumValueClause'] as const) : []),
      ...(test.dscrCovenantBreached ? (['dscrCovenant'] as const) : []),
      ...(test.liquidityCovenantBreached ? (['minimumLiquidityCovenantCurr'] as const) : []),
    ],
  }));
}

/**
 * The drawdown check in words (calculation.md section 3): the loan drawn at the acquisition as a share of the price,
 * ltvAtAcquisition, against the leverage the lender grants at drawdown; `within` when it does not exceed it.
 */
export function drawdownCheck(derived: Pick<Derived, 'ltvAtAcquisition'>, inputs: CovenantInputs, t: TFunction): { within: boolean; text: string } {
  const leverage = drawdownLeverage(inputs);
  const within = derived.ltvAtAcquisition <= leverage;
  const words = { ltv: formatPercent(derived.ltvAtAcquisition), leverage: formatPercent(leverage) };
  return { within, text: within ? t('cashflowResults.covenants.drawdownWithin', words) : t('cashflowResults.covenants.drawdownAbove', words) };
}
