import { addYears, fullYears, type DayNumber } from './day-number';

/** The days [from + start, from + end) (indices from `from`), all with fullYears(anchor, d) = years. */
export type FullYearsSegment = { years: number; start: number; end: number };

/**
 * The days [from, from + count) cut at the anchor's anniversaries, in order: each segment's days have the same
 * fullYears(anchor, d), one more than the segment before (days before the anchor count 0 full years).
 */
export function fullYearsSegments(options: { anchor: DayNumber; from: DayNumber; count: number }): FullYearsSegment[] {
  const { anchor, from, count } = options;
  const segments: FullYearsSegment[] = [];
  let years = fullYears(anchor, from);
  for (let start = 0; start < count; years += 1) {
    // Also on NaN (no later anniversary): the segment runs to the end.
    const next = addYears(anchor, years + 1) - from;
    const end = next < count ? Math.max(next, start + 1) : count;
    segments.push({ years, start, end });
    start = end;
  }
  return segments;
}
