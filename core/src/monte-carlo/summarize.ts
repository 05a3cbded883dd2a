import type { MonteCarloParameters } from './parameters';
import type { PathCovenantBreaches, PathOutputs } from './simulate-paths';
import type { CovenantBreachProbabilities, CovenantBreachSummary, Histogram, MonteCarloBase, MonteCarloSummary, OutputStatistics } from './summary-types';

const binCount = 40;

/**
 * P_q of ascending values by the linear rule (Hyndman–Fan type 7, Excel's PERCENTILE.INC): h = (n − 1) · q,
 * k = floor(h), P_q = y[k] + (h − k) · (y[k + 1] − y[k]), and y[k] when k = n − 1 (docs/monte-carlo.md section 8).
 */
export function percentile(options: { sorted: Float64Array; q: number }): number {
  const { sorted, q } = options;
  const h = (sorted.length - 1) * q;
  const k = Math.floor(h);
  const low = sorted[k] ?? Number.NaN;
  if (k >= sorted.length - 1) return low;
  return low + (h - k) * ((sorted[k + 1] ?? low) - low);
}

/** The values that are not null, in path order. */
function present(values: readonly (number | null)[]): Float64Array {
  return Float64Array.from(values.filter((value) => value !== null));
}

/**
 * count, nullCount, mean (the sum in path order over n), the sample standard deviation (divisor n − 1, null
 * when n < 2), min, P5, P50, P95 and max of the values that are not null; all null when n = 0 (section 8).
 */
export function outputStatistics(values: readonly (number | null)[]): OutputStatistics {
  const known = present(values);
  const n = known.length;
  const nullCount = values.length - n;
  if (n === 0) return { count: 0, nullCount, mean: null, stdDev: null, min: null, p5: null, p50: null, p95: null, max: null };
  let sum = 0;
  for (const value of known) sum += value;
  const mean = sum / n;
  const sorted = known.slice().sort();
  const p50 = percentile({ sorted, q: 0.5 });
  // The deviations are taken from the median, a value of the data: equal values then give exactly 0.
  let shiftedSum = 0;
  for (const value of known) shiftedSum += value - p50;
  const shiftedMean = shiftedSum / n;
  let squares = 0;
  for (const value of known) squares += (value - p50 - shiftedMean) * (value - p50 - shiftedMean);
  return {
    count: n,
    nullCount,
    mean,
    stdDev: n < 2 ? null : Math.sqrt(squares / (n - 1)),
    min: sorted[0] ?? null,
    p5: percentile({ sorted, q: 0.05 }),
    p50,
    p95: percentile({ sorted, q: 0.95 }),
    max: sorted[n - 1] ?? null,
  };
}

/**
 * 40 equal bins from lo = P0.5 to hi = P99.5; y goes to bin min(39, max(0, floor((y − lo) / w))), so the end bins
 * hold the tails, counted apart as tailBelow and tailAbove. hi = lo: one bin with every value. null when n = 0.
 */
export function histogram(values: readonly (number | null)[]): Histogram | null {
  const sorted = present(values).sort();
  if (sorted.length === 0) return null;
  const lo = percentile({ sorted, q: 0.005 });
  const hi = percentile({ sorted, q: 0.995 });
  let tailBelow = 0;
  let tailAbove = 0;
  for (const value of sorted) {
    if (value < lo) tailBelow += 1;
    if (value > hi) tailAbove += 1;
  }
  if (hi === lo) return { lo, hi, counts: [sorted.length], tailBelow, tailAbove };
  const width = (hi - lo) / binCount;
  const counts = new Array<number>(binCount).fill(0);
  for (const value of sorted) {
    const bin = Math.min(binCount - 1, Math.max(0, Math.floor((value - lo) / width)));
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return { lo, hi, counts, tailBelow, tailAbove };
}

/** The share of all N paths for which a test holds. */
function share<T>(values: readonly T[], test: (value: T) => boolean): number {
  let hits = 0;
  for (const value of values) if (test(value)) hits += 1;
  return hits / values.length;
}

/** A covenant's breaches over all N paths: at least once, by model year, and by the year of the first breach (section 8). */
function breachProbabilities(options: { breachYears: readonly (readonly number[])[]; modelYears: number }): CovenantBreachProbabilities {
  const { breachYears, modelYears } = options;
  const byYear = new Array<number>(modelYears).fill(0);
  const firstBreachByYear = new Array<number>(modelYears).fill(0);
  let breached = 0;
  for (const years of breachYears) {
    const first = years[0];
    if (first === undefined) continue;
    breached += 1;
    firstBreachByYear[first - 1] = (firstBreachByYear[first - 1] ?? 0) + 1;
    for (const year of years) byYear[year - 1] = (byYear[year - 1] ?? 0) + 1;
  }
  const n = breachYears.length;
  return { probability: breached / n, byYear: byYear.map((count) => count / n), firstBreachByYear: firstBreachByYear.map((count) => count / n) };
}

/** Which covenants a cashflow sets, and its J model years: what the covenant summary needs besides the paths. */
export type CovenantSettings = { modelYears: number; dscr: boolean; liquidity: boolean };

/**
 * The covenants' breach probabilities (section 8), and the expected cure amount: the sum in path order of each path's
 * largest cure amount over N (null when the paths have no test dates).
 */
export function covenantBreachSummary(options: { breaches: readonly PathCovenantBreaches[]; covenants: CovenantSettings }): CovenantBreachSummary {
  const { breaches, covenants } = options;
  const { modelYears } = covenants;
  const of = (covenant: 'minimumValueClause' | 'dscr' | 'liquidity') =>
    breachProbabilities({ breachYears: breaches.map((path) => path[covenant]), modelYears });
  let cureSum = 0;
  let cured = false;
  for (const path of breaches) {
    if (path.maxCureAmount === null) continue;
    cured = true;
    cureSum += path.maxCureAmount;
  }
  return {
    minimumValueClause: { ...of('minimumValueClause'), expectedCureAmount: cured ? cureSum / breaches.length : null },
    dscr: covenants.dscr ? of('dscr') : null,
    liquidity: covenants.liquidity ? of('liquidity') : null,
  };
}

/**
 * The summary of every path of a run (docs/monte-carlo.md sections 8 and 11): statistics, probabilities as shares
 * of all N paths with strict inequalities, and histograms, computed after the last path in path order.
 */
export function summarizePaths(options: {
  parameters: MonteCarloParameters;
  base: MonteCarloBase;
  outputs: PathOutputs;
  covenants: CovenantSettings;
}): MonteCarloSummary {
  const { parameters, base, outputs } = options;
  const { count, nullCount, ...equityIrr } = outputStatistics(outputs.equityIrr);
  const everyMinDscrNull = outputs.minDscr.every((value) => value === null);
  return {
    method: 'keelson-monte-carlo-2',
    scenario: 'base',
    parameters: { ...parameters },
    base: { ...base, covenantBreach: { ...base.covenantBreach } },
    statistics: {
      dcfValue: outputStatistics(outputs.dcfValue),
      projectNpv: outputStatistics(outputs.projectNpv),
      equityIrr: { count, nullCount, ambiguousCount: outputs.equityIrrRoots.filter((roots) => roots > 1).length, ...equityIrr },
      minDscr: outputStatistics(outputs.minDscr),
    },
    probabilities: {
      npvBelowZero: share(outputs.projectNpv, (value) => value < 0),
      minDscrBelowOne: everyMinDscrNull ? null : share(outputs.minDscr, (value) => value !== null && value < 1),
    },
    covenantBreach: covenantBreachSummary({ breaches: outputs.covenantBreaches, covenants: options.covenants }),
    histograms: {
      dcfValue: histogram(outputs.dcfValue),
      projectNpv: histogram(outputs.projectNpv),
      equityIrr: histogram(outputs.equityIrr),
      minDscr: histogram(outputs.minDscr),
    },
  };
}
