import { isLeapYear, toCivilDate, toDayNumber, type CivilDate, type DayNumber } from './day-number';

/** The day-count conventions of docs/spec/product-spec.md section 4. */
export type DayCountBasis = 0 | 1 | 2 | 3 | 4;

/** A day with its civil date, for callers that know both already (the engine's period ends). */
export type CalendarDay = { dayNumber: DayNumber; date: CivilDate };

function isLastDayOfFebruary({ year, month, day }: CivilDate): boolean {
  return month === 2 && day === (isLeapYear(year) ? 29 : 28);
}

/** 30/360 as Excel's YEARFRAC basis 0 (US/NASD), with its end-of-February rules. */
function thirty360Us(start: CivilDate, end: CivilDate): number {
  let d1 = start.day;
  let d2 = end.day;
  const startIsEndOfFebruary = isLastDayOfFebruary(start);
  if (startIsEndOfFebruary && isLastDayOfFebruary(end)) d2 = 30;
  if (d2 === 31 && d1 >= 30) d2 = 30;
  if (d1 === 31 || startIsEndOfFebruary) d1 = 30;
  return (360 * (end.year - start.year) + 30 * (end.month - start.month) + (d2 - d1)) / 360;
}

/** 30/360 on the raw days, as the product spec defines basis 4. */
function thirty360Raw(start: CivilDate, end: CivilDate): number {
  return (360 * (end.year - start.year) + 30 * (end.month - start.month) + (end.day - start.day)) / 360;
}

/** Actual/actual as Excel's YEARFRAC basis 1. */
function actualActual(a: CalendarDay, b: CalendarDay): number {
  const start = a.date;
  const end = b.date;
  const days = b.dayNumber - a.dayNumber;
  if (start.year === end.year) return days / (isLeapYear(start.year) ? 366 : 365);
  const withinAYear = end.year === start.year + 1 && (start.month > end.month || (start.month === end.month && start.day >= end.day));
  if (withinAYear) {
    const startLeapDay = isLeapYear(start.year) && a.dayNumber <= toDayNumber({ year: start.year, month: 2, day: 29 });
    const endLeapDay = isLeapYear(end.year) && b.dayNumber >= toDayNumber({ year: end.year, month: 2, day: 29 });
    return days / (startLeapDay || endLeapDay ? 366 : 365);
  }
  let totalDays = 0;
  for (let year = start.year; year <= end.year; year += 1) totalDays += isLeapYear(year) ? 366 : 365;
  return days / (totalDays / (end.year - start.year + 1));
}

/**
 * YF(a, b) of two days whose civil dates are known: the same number as yearFraction, without converting the days
 * again. The days are swapped first, so the result is never negative.
 */
export function yearFractionOfDays(options: { from: CalendarDay; to: CalendarDay; basis: DayCountBasis }): number {
  const { from, to, basis } = options;
  const [a, b] = from.dayNumber <= to.dayNumber ? [from, to] : [to, from];
  switch (basis) {
    case 0:
      return thirty360Us(a.date, b.date);
    case 1:
      return actualActual(a, b);
    case 2:
      return (b.dayNumber - a.dayNumber) / 360;
    case 3:
      return (b.dayNumber - a.dayNumber) / 365;
    case 4:
      return thirty360Raw(a.date, b.date);
  }
}

/**
 * YF(a, b): the year fraction between two dates with a day-count basis (docs/spec/calculation.md section 1).
 * The dates are swapped first, so the result is never negative.
 */
export function yearFraction(from: DayNumber, to: DayNumber, basis: DayCountBasis): number {
  const [a, b] = from <= to ? [from, to] : [to, from];
  if (basis === 2) return (b - a) / 360;
  if (basis === 3) return (b - a) / 365;
  return yearFractionOfDays({ from: { dayNumber: a, date: toCivilDate(a) }, to: { dayNumber: b, date: toCivilDate(b) }, basis });
}
