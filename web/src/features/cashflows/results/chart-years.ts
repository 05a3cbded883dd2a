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

/**
 * How a category axis of years fits its width: every label level when there is room, turned by 45° or 90° when there is
 * not, and only at narrow widths every `every`-th label (evenly, never one silently: the chart's note says so, and its
 * table lists every year). `height` is the room the turned labels need below the drawing.
 */
export type YearAxisLayout = { angle: 0 | -45 | -90; every: number; height: number };

/** The width of a digit at the axes' 12-pixel type, generously: system fonts' digits are 6.5–7 px wide. */
const digitWidth = 7;
/** The space a turned label needs across the axis: its line height, and a little more when it leans. */
const uprightSpacing = 15;
const leaningSpacing = 19;

/** The layout of a year axis `width` pixels wide (the drawing's, without the value axis) with these labels. */
export function yearAxisLayout(width: number, labels: readonly string[]): YearAxisLayout {
  const longest = Math.max(1, ...labels.map((label) => label.length)) * digitWidth;
  const perLabel = width / Math.max(1, labels.length);
  // Not measured yet (the first render, a test without layout): level labels, every one.
  if (!(width > 0) || perLabel >= longest + 8) return { angle: 0, every: 1, height: 30 };
  if (perLabel >= leaningSpacing) return { angle: -45, every: 1, height: Math.ceil(longest * Math.SQRT1_2) + 22 };
  return { angle: -90, every: Math.ceil(uprightSpacing / perLabel), height: longest + 18 };
}

/** The labels a layout shows: every `every`-th from the first, so that the first year always carries its label. */
export function shownLabels<Label>(labels: readonly Label[], layout: Pick<YearAxisLayout, 'every'>): Label[] {
  return labels.filter((_, index) => index % layout.every === 0);
}

/**
 * Whether an axis title fits under a drawing `width` pixels wide (without the value axis), at the axes' type: the year
 * axes' full title ("Model year (by the calendar year it starts in)") does from about 400 pixels on, not on a phone.
 */
export function yearAxisTitleFits(width: number, title: string): boolean {
  // Not measured yet (the first render, a test without layout): the full title.
  return !(width > 0) || title.length * digitWidth <= width;
}
