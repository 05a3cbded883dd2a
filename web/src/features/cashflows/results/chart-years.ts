import { addMonths, addYears, daysBetween, parseDate, type Year } from '@keelson/core';

/** A span of time in whole months and the days left over: a short model year's length. */
export type YearLength = { months: number; days: number };

function dayOf(text: string): number {
  const day = parseDate(text);
  if (day === null) throw new Error(`not a date: ${text}`);
  return day;
}

/** The calendar year a model year starts in: the model year from 2026-07-01 is "2026". */
export function calendarYearOf(year: Pick<Year, 'start'>): number {
  return Number(year.start.slice(0, 4));
}

/**
 * The length of a model year shorter than a year, else null. Only the last model year can be short: it ends at the
 * end of the economic life (docs/spec/calculation.md section 5); 2036-07-01 to 2037-03-15 is 8 months and 14 days.
 */
export function shortYearLength(year: Pick<Year, 'start' | 'end'>): YearLength | null {
  const start = dayOf(year.start);
  const end = dayOf(year.end);
  if (end >= addYears(start, 1)) return null;
  let months = 0;
  while (addMonths(start, months + 1) <= end) months += 1;
  return { months, days: daysBetween(addMonths(start, months), end) };
}

/** A model year's name on a chart's axis: its calendar year, with a star when it is a short year. */
export function yearAxisLabel(year: Pick<Year, 'start' | 'end'>): string {
  return `${calendarYearOf(year)}${shortYearLength(year) === null ? '' : '*'}`;
}
