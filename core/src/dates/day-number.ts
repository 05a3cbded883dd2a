/**
 * Calendar dates as integer day numbers: days since 1970-01-01 (docs/spec/calculation.md section 1). No time of
 * day and no time zone ever enter a calculation.
 */
export type DayNumber = number;

export type CivilDate = { year: number; month: number; day: number };

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a year of the Gregorian calendar has a 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const monthLengths: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number of days of a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : (monthLengths[month - 1] ?? 0);
}

// Conversions by era arithmetic on the proleptic Gregorian calendar (400-year eras of 146 097 days,
// years counted from March so that the leap day falls last): exact, and far faster than Date objects,
// which matters because the engine converts dates thousands of times per calculation.
const daysPerEra = 146_097;
const daysFromYear0To1970 = 719_468;

/** The day number of a civil date; the date must exist. */
export function toDayNumber({ year, month, day }: CivilDate): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * daysPerEra + dayOfEra - daysFromYear0To1970;
}

/** The civil date of a day number. */
export function toCivilDate(dayNumber: DayNumber): CivilDate {
  const z = dayNumber + daysFromYear0To1970;
  const era = Math.floor(z / daysPerEra);
  const dayOfEra = z - era * daysPerEra;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The day number of a `YYYY-MM-DD` text, or null when it is not an existing date in that form. */
export function parseDate(text: string): DayNumber | null {
  const match = isoDate.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return toDayNumber({ year, month, day });
}

/** Two-digit texts of the months and days: "01" … "31". */
const twoDigits: readonly string[] = Array.from({ length: 32 }, (_, value) => String(value).padStart(2, '0'));

/** The `YYYY-MM-DD` text of a civil date. */
export function formatCivilDate({ year, month, day }: CivilDate): string {
  const yearText = year >= 1000 && year <= 9999 ? String(year) : String(year).padStart(4, '0');
  return `${yearText}-${twoDigits[month] ?? String(month).padStart(2, '0')}-${twoDigits[day] ?? String(day).padStart(2, '0')}`;
}

/** The `YYYY-MM-DD` text of a day number. */
export function formatDate(dayNumber: DayNumber): string {
  return formatCivilDate(toCivilDate(dayNumber));
}

/** days(a, b) = b − a. */
export function daysBetween(from: DayNumber, to: DayNumber): number {
  return to - from;
}

/** Plain day arithmetic. */
export function addDays(date: DayNumber, days: number): DayNumber {
  return date + days;
}

/**
 * Adds whole months, keeping the day of month and clamping it to the target month's last day
 * (2024-01-31 + 1 month = 2024-02-29). Always add to the original date, never chain.
 */
export function addMonths(date: DayNumber, months: number): DayNumber {
  return toDayNumber(addMonthsToCivilDate(toCivilDate(date), months));
}

/** addMonths on a civil date: the civil date whole months later, its day clamped to the target month's last day. */
export function addMonthsToCivilDate({ year, month, day }: CivilDate, months: number): CivilDate {
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return { year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) };
}

/** Adds whole years, clamped like addMonths (2024-02-29 + 1 year = 2025-02-28). */
export function addYears(date: DayNumber, years: number): DayNumber {
  return addMonths(date, years * 12);
}

/** The largest n ≥ 0 with addYears(from, n) ≤ to; 0 when to < from. */
export function fullYears(from: DayNumber, to: DayNumber): number {
  if (to < from) return 0;
  const a = toCivilDate(from);
  const b = toCivilDate(to);
  let years = b.year - a.year;
  if (addYears(from, years) > to) years -= 1;
  return Math.max(0, years);
}
