import type { LoanMonitor, MonitorTest } from './monitor';

/** The three covenants of docs/spec/calculation.md section 8a, as the loan book names them. */
export type BookCovenant = 'minimumValueClause' | 'dscr' | 'liquidity';
export const bookCovenants = ['minimumValueClause', 'dscr', 'liquidity'] as const satisfies readonly BookCovenant[];

/** One covenant at one test: the tested figure, the level the agreement sets, the headroom and whether it is breached. */
export type CovenantReading = { figure: number | null; threshold: number; headroom: number | null; breached: boolean };

/**
 * The headroom of a tested figure as a share of its level, the same for all three covenants so that one amber threshold
 * applies to each: securityCover / clause − 1, trailingDscr / covenant − 1, (liquidity − covenant) / covenant. Null
 * without a figure, or for a level of 0 (a DSCR or liquidity covenant of 0 has no relative headroom).
 */
export function relativeHeadroom(figure: number | null, threshold: number): number | null {
  if (figure === null || threshold <= 0) return null;
  return (figure - threshold) / threshold;
}

/** A covenant of a loan at one test, or null when the agreement does not set it; the breach is the engine's flag. */
export function readCovenant(options: { monitor: LoanMonitor; test: MonitorTest; covenant: BookCovenant }): CovenantReading | null {
  const { monitor, test, covenant } = options;
  const levels = monitor.covenants;
  const [figure, threshold, breached] =
    covenant === 'minimumValueClause'
      ? [test.securityCover, levels.minimumValueClause, test.minimumValueClauseBreached]
      : covenant === 'dscr'
        ? [test.trailingDscr, levels.dscr, test.dscrCovenantBreached]
        : [test.liquidity, levels.minimumLiquidity, test.liquidityCovenantBreached];
  if (threshold === null) return null;
  return { figure, threshold, headroom: relativeHeadroom(figure, threshold), breached };
}
