import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, daysBetween, formatDate, fullYears, isLeapYear, parseDate, toCivilDate, toDayNumber } from './day-number';

const day = (text: string) => {
  const parsed = parseDate(text);
  if (parsed === null) throw new Error(`bad date ${text}`);
  return parsed;
};

describe('day numbers', () => {
  it('count days from 1970-01-01', () => {
    expect(day('1970-01-01')).toBe(0);
    expect(day('1970-01-02')).toBe(1);
    expect(day('1969-12-31')).toBe(-1);
    expect(day('2000-03-01')).toBe(11_017);
    expect(formatDate(day('2026-07-01'))).toBe('2026-07-01');
  });

  it('agree with the calendar of Date.UTC for every day from 1900 to 2200', () => {
    for (let n = day('1900-01-01'); n <= day('2200-12-31'); n += 1) {
      const date = new Date(n * 86_400_000);
      expect(toCivilDate(n)).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
    }
  });

  it('round-trip through civil dates', () => {
    fc.assert(fc.property(fc.integer({ min: -200_000, max: 200_000 }), (n) => toDayNumber(toCivilDate(n)) === n));
  });

  it('refuse texts that are not existing dates', () => {
    for (const text of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-01', '2026-1-1', '', '2026-01-01T00:00']) {
      expect(parseDate(text), text).toBeNull();
    }
    expect(parseDate('2024-02-29')).not.toBeNull();
  });

  it('know leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
  });
});

describe('calendar arithmetic', () => {
  it('adds days plainly', () => {
    expect(formatDate(addDays(day('2027-03-31'), 1))).toBe('2027-04-01');
    expect(daysBetween(day('2012-03-15'), day('2026-07-01'))).toBe(5221);
  });

  it('clamps months and years to the last day of the target month', () => {
    expect(formatDate(addMonths(day('2024-01-31'), 1))).toBe('2024-02-29');
    expect(formatDate(addMonths(day('2023-01-31'), 1))).toBe('2023-02-28');
    expect(formatDate(addMonths(day('2024-01-31'), 2))).toBe('2024-03-31');
    expect(formatDate(addMonths(day('2024-03-31'), -1))).toBe('2024-02-29');
    expect(formatDate(addMonths(day('2026-11-15'), 14))).toBe('2028-01-15');
    expect(formatDate(addYears(day('2024-02-29'), 1))).toBe('2025-02-28');
    expect(formatDate(addYears(day('2024-02-29'), 4))).toBe('2028-02-29');
    expect(formatDate(addYears(day('2012-03-15'), 25))).toBe('2037-03-15');
  });

  it('counts full years', () => {
    expect(fullYears(day('2026-07-01'), day('2027-06-30'))).toBe(0);
    expect(fullYears(day('2026-07-01'), day('2027-07-01'))).toBe(1);
    expect(fullYears(day('2024-02-29'), day('2025-02-27'))).toBe(0);
    expect(fullYears(day('2024-02-29'), day('2025-02-28'))).toBe(1);
    expect(fullYears(day('2027-01-01'), day('2026-01-01'))).toBe(0);
  });

  it('counts full years as the largest n with addYears(a, n) ≤ d', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: -400, max: 20_000 }), (a, offset) => {
        const d = a + offset;
        const n = fullYears(a, d);
        if (d < a) return n === 0;
        return addYears(a, n) <= d && addYears(a, n + 1) > d;
      }),
    );
  });
});
