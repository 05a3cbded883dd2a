import { fullYearsSegments } from '../dates/full-years-series';
import type { ModelInput } from './model-input';
import type { Scenario } from './result-types';
import type { Statics } from './statics';

/**
 * A scenario's charter schedule on the days d in [V, EOL), indexed by d − V: rate(d) (docs/spec/calculation.md
 * section 4, and section 9 for the long-term average scenario), fullYears(V, d) = j(d) − 1, and the days
 * [contractedFrom, contractedTo) of the current charter; every other day is free (docs/monte-carlo.md section 1).
 */
export type CharterSchedule = {
  rates: Float64Array;
  yearsSinceValuation: Int32Array;
  contractedFrom: number;
  contractedTo: number;
};

/**
 * rate(d) for every day of [V, EOL) by the rules of docs/spec/calculation.md section 4, with the current charter's days
 * [contractedFrom, contractedTo); fullYears(V, d) as well when asked for (the Monte Carlo paths need it, a calculation
 * does not).
 */
function fillSchedule(options: { input: ModelInput; statics: Statics; scenario: Scenario; withYears: boolean }) {
  const { input, statics, scenario } = options;
  const start = input.valuationDate;
  const length = statics.endOfLife - start;
  const growth = 1 + input.annualTimeCharterIncrease;
  // (1 + g)^n for every whole year n of the life, computed once.
  const factors = Array.from({ length: input.economicUsefulLifeYears + 2 }, (_, years) => growth ** years);
  const factor = (years: number) => factors[years] ?? growth ** years;
  // Every rate is constant between two anniversaries: each stretch is filled at once.
  const valuationYears = fullYearsSegments({ anchor: start, from: start, count: length });
  const yearsSinceValuation = new Int32Array(options.withYears ? length : 0);
  const rates = new Float64Array(length);
  for (const segment of valuationYears) {
    if (options.withYears) yearsSinceValuation.fill(segment.years, segment.start, segment.end);
    rates.fill(input.averageTimeCharterCurr * factor(segment.years), segment.start, segment.end);
  }
  const current = input.currentCharter;
  if (scenario === 'longTermAverage' || current === null) return { rates, yearsSinceValuation, contractedFrom: 0, contractedTo: 0 };

  const future = statics.futureCharter;
  if (future !== null) {
    const from = Math.max(future.start, start) - start;
    const to = Math.min(future.end, statics.endOfLife) - start;
    for (const segment of valuationYears) {
      const segmentFrom = Math.max(segment.start, from);
      const segmentTo = Math.min(segment.end, to);
      if (segmentFrom < segmentTo) rates.fill(input.expectedFutureCharterCurr * factor(segment.years), segmentFrom, segmentTo);
    }
  }
  const from = Math.max(current.startDate, start);
  const to = Math.min(current.endDate + 1, statics.endOfLife);
  if (from >= to) return { rates, yearsSinceValuation, contractedFrom: 0, contractedTo: 0 };
  for (const segment of fullYearsSegments({ anchor: current.startDate, from, count: to - from })) {
    rates.fill(current.rate * factor(segment.years), from - start + segment.start, from - start + segment.end);
  }
  return { rates, yearsSinceValuation, contractedFrom: from - start, contractedTo: to - start };
}

/** rate(d) for every day of [V, EOL) by the rules of docs/spec/calculation.md section 4, with the days they come from. */
export function charterSchedule(options: { input: ModelInput; statics: Statics; scenario: Scenario }): CharterSchedule {
  return fillSchedule({ ...options, withYears: true });
}

/** result[d] = rate(d) × F_j(d) for the free days [from, to). */
function multiplyFreeDays(options: { schedule: CharterSchedule; yearFactors: ArrayLike<number>; result: Float64Array; from: number; to: number }): void {
  const { schedule, yearFactors, result, to } = options;
  const { rates, yearsSinceValuation } = schedule;
  for (let index = options.from; index < to; index += 1) result[index] = (rates[index] ?? 0) * (yearFactors[yearsSinceValuation[index] ?? 0] ?? 1);
}

/**
 * rate(d) × F_j(d) on every free day and rate(d) on every contracted day (docs/monte-carlo.md section 2), into
 * a new array or `into`; `yearFactors[j − 1]` is model year j's factor.
 */
export function applyYearFactors(options: { schedule: CharterSchedule; yearFactors: ArrayLike<number>; into?: Float64Array }): Float64Array {
  const { schedule, yearFactors } = options;
  const { rates, contractedFrom, contractedTo } = schedule;
  const result = options.into ?? new Float64Array(rates.length);
  // The free days before the current charter, its contracted days, the free days after it: no test per day.
  multiplyFreeDays({ schedule, yearFactors, result, from: 0, to: contractedFrom });
  result.set(rates.subarray(contractedFrom, contractedTo), contractedFrom);
  multiplyFreeDays({ schedule, yearFactors, result, from: contractedTo, to: rates.length });
  return result;
}

/**
 * rate(d) for every day d in [V, EOL) (docs/spec/calculation.md section 4, and section 9 for the long-term
 * average scenario), indexed by d − V; with `yearFactors`, each free day's rate is multiplied by its model
 * year's factor (docs/monte-carlo.md section 2). A factor of exactly 1 leaves the rate as it is.
 */
export function charterRates(options: { input: ModelInput; statics: Statics; scenario: Scenario; yearFactors?: ArrayLike<number> }): Float64Array {
  const { input, statics, scenario, yearFactors } = options;
  if (yearFactors === undefined) return fillSchedule({ input, statics, scenario, withYears: false }).rates;
  return applyYearFactors({ schedule: charterSchedule(options), yearFactors });
}
