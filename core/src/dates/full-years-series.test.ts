import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullYears, parseDate } from './day-number';
import { fullYearsSegments } from './full-years-series';

const day = (text: string) => {
  const parsed = parseDate(text);
  if (parsed === null) throw new Error(`bad date ${text}`);
  return parsed;
};

describe('full years day by day', () => {
  it('cut the days at the anchor’s anniversaries, 29 February clamped to the 28th', () => {
    const anchor = day('2024-02-29');
    const from = day('2024-02-27');
    expect(fullYearsSegments({ anchor, from, count: day('2026-03-01') - from })).toEqual([
      { years: 0, start: 0, end: day('2025-02-28') - from },
      { years: 1, start: day('2025-02-28') - from, end: day('2026-02-28') - from },
      { years: 2, start: day('2026-02-28') - from, end: day('2026-03-01') - from },
    ]);
  });

  it('are fullYears(anchor, d) for every day, before the anchor too', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 2000 }), (offset, start, count) => {
        const anchor = day('2020-01-31') + start;
        const from = anchor + offset;
        const series = new Array<number>(count);
        let covered = 0;
        for (const { years, start, end } of fullYearsSegments({ anchor, from, count })) {
          expect(start).toBe(covered);
          series.fill(years, start, end);
          covered = end;
        }
        expect(covered).toBe(count);
        expect(series).toEqual(Array.from({ length: count }, (_, index) => fullYears(anchor, from + index)));
      }),
      { numRuns: 200 },
    );
  });
});
