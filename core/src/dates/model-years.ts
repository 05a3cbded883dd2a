import { toDayNumber, type DayNumber } from './day-number';

/** The first and last calendar years a date of a cashflow may fall in (docs/spec/calculation.md section 2). */
export const modelYears = { first: 1900, last: 2199 } as const;

/** The first and last day a date of a cashflow may be: 1900-01-01 and 2199-12-31. */
export const modelDays = {
  first: toDayNumber({ year: modelYears.first, month: 1, day: 1 }),
  last: toDayNumber({ year: modelYears.last, month: 12, day: 31 }),
} as const;

/** Whether a day falls in the years 1900–2199 that a cashflow's dates are limited to (docs/spec/calculation.md section 2). */
export function isWithinModelYears(day: DayNumber): boolean {
  return day >= modelDays.first && day <= modelDays.last;
}
