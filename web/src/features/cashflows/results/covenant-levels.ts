import { cashflowFields, type CovenantLevels } from '@keelson/core';

/** The covenant inputs and the leverage as a cashflow holds them: missing, or a level. */
export type CovenantInputs = {
  minimumValueClause?: number | null;
  dscrCovenant?: number | null;
  minimumLiquidityCovenantCurr?: number | null;
  leverage?: number | null;
};

/**
 * The levels the loan agreement sets, as core tests them (docs/spec/calculation.md section 2): the minimum value clause
 * at its catalogue default when missing, the DSCR and liquidity covenants not set when missing.
 */
export function covenantLevels(inputs: CovenantInputs): CovenantLevels {
  return {
    minimumValueClause: inputs.minimumValueClause ?? cashflowFields.minimumValueClause.default,
    dscrCovenant: inputs.dscrCovenant ?? null,
    minimumLiquidityCovenantCurr: inputs.minimumLiquidityCovenantCurr ?? null,
  };
}

/** The largest loan the lender grants at drawdown as a share of the second-hand price, its default when missing. */
export function drawdownLeverage(inputs: CovenantInputs): number {
  return inputs.leverage ?? cashflowFields.leverage.default;
}

/** Whether two cashflows set the same covenants and leverage: the covenant tables draw again only when they do not. */
export function sameCovenantInputs(kept: CovenantInputs, next: CovenantInputs): boolean {
  return (
    kept.minimumValueClause === next.minimumValueClause &&
    kept.dscrCovenant === next.dscrCovenant &&
    kept.minimumLiquidityCovenantCurr === next.minimumLiquidityCovenantCurr &&
    kept.leverage === next.leverage
  );
}
