import { addYears, daysBetween, fullYears, type DayNumber } from '../dates/day-number';

/**
 * A loan's offset o_l on the book's years (docs/portfolio-stress.md section 2): with k = fullYears(V_0, V_l), k when V_l
 * lies in the first half of book year k + 1, else k + 1. Model year j of the loan then reads book year o_l + j, the
 * one that holds the larger part of it (ties: the earlier).
 */
export function bookYearOffset(options: { bookStart: DayNumber; valuationDate: DayNumber }): number {
  const { bookStart, valuationDate } = options;
  const whole = fullYears(bookStart, valuationDate);
  const yearStart = addYears(bookStart, whole);
  const into = daysBetween(yearStart, valuationDate);
  return into * 2 < daysBetween(yearStart, addYears(bookStart, whole + 1)) ? whole : whole + 1;
}

/** The book year b = fullYears(V_0, day) + 1 of a calendar day: where a covenant test's breach is counted (section 2). */
export function bookYearOf(options: { bookStart: DayNumber; day: DayNumber }): number {
  return fullYears(options.bookStart, options.day) + 1;
}
