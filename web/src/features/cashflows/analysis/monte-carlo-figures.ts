import type { MonteCarloSummary } from '@keelson/core';

export type ProbabilityName = keyof MonteCarloSummary['probabilities'];

export type ProbabilityRow = {
  name: ProbabilityName;
  /** The share of all N paths, or null when the event is undefined (no debt service, so no DSCR). */
  value: number | null;
  /** Its sampling standard error sqrt(P(1 − P) / N) (docs/monte-carlo.md section 8), null with the value. */
  standardError: number | null;
};

const names: readonly ProbabilityName[] = ['npvBelowZero', 'minDscrBelowOne', 'ltvCovenantBreach'];

/** The three probabilities of a run with their standard errors, in the order the screen lists them. */
export function probabilityRows(summary: Pick<MonteCarloSummary, 'probabilities' | 'parameters'>): ProbabilityRow[] {
  const paths = summary.parameters.paths;
  return names.map((name) => {
    const value = summary.probabilities[name];
    return { name, value, standardError: value === null ? null : Math.sqrt((value * (1 - value)) / paths) };
  });
}

/** The half-life of a charter rate's deviation, ln 2 / κ years (docs/monte-carlo.md section 3); null when κ = 0 (no reversion) or unknown. */
export function halfLifeYears(reversion: number | null): number | null {
  return reversion === null || !(reversion > 0) ? null : Math.LN2 / reversion;
}
