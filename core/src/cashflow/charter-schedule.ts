import { fullYearsSeries } from '../dates/full-years-series';
import type { ModelInput } from './model-input';
import type { Scenario } from './result-types';
import type { Statics } from './statics';

/**
 * rate(d) for every day d in [V, EOL) (docs/spec/calculation.md section 4, and section 9 for the long-term
 * average scenario), indexed by d − V.
 */
export function charterRates(options: { input: ModelInput; statics: Statics; scenario: Scenario }): Float64Array {
  const { input, statics, scenario } = options;
  const start = input.valuationDate;
  const length = statics.endOfLife - start;
  const growth = 1 + input.annualTimeCharterIncrease;
  // (1 + g)^n for every whole year n of the life, computed once.
  const factors = Array.from({ length: input.economicUsefulLifeYears + 2 }, (_, years) => growth ** years);
  const factor = (years: number | undefined) => factors[years ?? 0] ?? growth ** (years ?? 0);
  const yearsSinceValuation = fullYearsSeries({ anchor: start, from: start, count: length });
  const rates = new Float64Array(length);
  for (let index = 0; index < length; index += 1) rates[index] = input.averageTimeCharterCurr * factor(yearsSinceValuation[index]);
  const current = input.currentCharter;
  if (scenario === 'longTermAverage' || current === null) return rates;

  const future = statics.futureCharter;
  if (future !== null) {
    for (let day = Math.max(future.start, start); day < Math.min(future.end, statics.endOfLife); day += 1) {
      const index = day - start;
      rates[index] = input.expectedFutureCharterCurr * factor(yearsSinceValuation[index]);
    }
  }
  const from = Math.max(current.startDate, start);
  const to = Math.min(current.endDate + 1, statics.endOfLife);
  if (from < to) {
    const yearsOfCharter = fullYearsSeries({ anchor: current.startDate, from, count: to - from });
    for (let day = from; day < to; day += 1) rates[day - start] = current.rate * factor(yearsOfCharter[day - from]);
  }
  return rates;
}
