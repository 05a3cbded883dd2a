import { addYears, fullYears, type DayNumber } from './day-number';

/**
 * fullYears(anchor, d) for every day d of [from, from + count), walking the anniversaries once
 * instead of recomputing each day.
 */
export function fullYearsSeries(options: { anchor: DayNumber; from: DayNumber; count: number }): Int32Array {
  const { anchor, from, count } = options;
  const series = new Int32Array(Math.max(0, count));
  let index = Math.max(0, anchor - from);
  if (index >= count) return series;
  let years = fullYears(anchor, from + index);
  let nextAnniversary = addYears(anchor, years + 1);
  for (; index < count; index += 1) {
    const day = from + index;
    while (day >= nextAnniversary) {
      years += 1;
      nextAnniversary = addYears(anchor, years + 1);
    }
    series[index] = years;
  }
  return series;
}
