import type { Covenant, CovenantBreachProbabilities, MonteCarloSummary } from '@keelson/core';

/** A probability of a run: of the project NPV and DSCR, or that a covenant is breached at least once. */
export type ProbabilityName = keyof MonteCarloSummary['probabilities'] | Covenant;

export type ProbabilityRow = {
  name: ProbabilityName;
  /** The share of all N paths, or null when the event is undefined (no debt service, so no DSCR). */
  value: number | null;
  /** Its sampling standard error sqrt(P(1 − P) / N) (docs/monte-carlo.md section 8), null with the value. */
  standardError: number | null;
};

const covenants: readonly Covenant[] = ['minimumValueClause', 'dscr', 'liquidity'];

/** The covenants a run tested (the cashflow sets them), in the order the screen lists them, with their breaches. */
export function testedCovenants(summary: Pick<MonteCarloSummary, 'covenantBreach'>): { covenant: Covenant; breaches: CovenantBreachProbabilities }[] {
  return covenants.flatMap((covenant) => {
    const breaches = summary.covenantBreach[covenant];
    return breaches === null ? [] : [{ covenant, breaches }];
  });
}

/**
 * The probabilities of a run with their standard errors, in the order the screen lists them: the project NPV below
 * zero, the minimum DSCR below one, then each tested covenant breached at least once.
 */
export function probabilityRows(summary: Pick<MonteCarloSummary, 'probabilities' | 'parameters' | 'covenantBreach'>): ProbabilityRow[] {
  const paths = summary.parameters.paths;
  const row = (name: ProbabilityName, value: number | null): ProbabilityRow => ({
    name,
    value,
    standardError: value === null ? null : Math.sqrt((value * (1 - value)) / paths),
  });
  return [
    row('npvBelowZero', summary.probabilities.npvBelowZero),
    row('minDscrBelowOne', summary.probabilities.minDscrBelowOne),
    ...testedCovenants(summary).map(({ covenant, breaches }) => row(covenant, breaches.probability)),
  ];
}

/** One model year of the covenant table: for each tested covenant, the share of paths breaching it in that year. */
export type CovenantYearRow = { year: number; breached: Partial<Record<Covenant, number>> };

/** The covenant breaches by model year (docs/monte-carlo.md section 8), the years in which no path breaches any covenant left out. */
export function covenantYearRows(summary: Pick<MonteCarloSummary, 'covenantBreach'>): CovenantYearRow[] {
  const tested = testedCovenants(summary);
  const years = Math.max(0, ...tested.map(({ breaches }) => breaches.byYear.length));
  const rows: CovenantYearRow[] = [];
  for (let index = 0; index < years; index += 1) {
    const breached = Object.fromEntries(tested.map(({ covenant, breaches }) => [covenant, breaches.byYear[index] ?? 0]));
    if (Object.values(breached).some((share) => share > 0)) rows.push({ year: index + 1, breached });
  }
  return rows;
}

/** The half-life of a charter rate's deviation, ln 2 / κ years (docs/monte-carlo.md section 3); null when κ = 0 (no reversion) or unknown. */
export function halfLifeYears(reversion: number | null): number | null {
  return reversion === null || !(reversion > 0) ? null : Math.LN2 / reversion;
}
