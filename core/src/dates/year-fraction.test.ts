import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLeapYear, parseDate, toCivilDate, type DayNumber } from './day-number';
import { yearFraction, type DayCountBasis } from './year-fraction';

const day = (text: string): DayNumber => {
  const parsed = parseDate(text);
  if (parsed === null) throw new Error(`bad date ${text}`);
  return parsed;
};
const yf = (a: string, b: string, basis: DayCountBasis) => yearFraction(day(a), day(b), basis);

describe('yearFraction against Excel YEARFRAC', () => {
  it('basis 1 (actual/actual): published values', () => {
    expect(yf('2001-01-01', '2004-01-01', 1)).toBeCloseTo(2.997946612, 9);
    expect(yf('2007-12-31', '2008-02-29', 1)).toBeCloseTo(0.163934426, 9);
    expect(yf('2012-01-01', '2012-07-30', 1)).toBeCloseTo(0.57650273, 8);
  });

  it('basis 0 (US 30/360): published values', () => {
    expect(yf('2011-12-19', '2017-03-31', 0)).toBeCloseTo(5.283333333, 9);
    expect(yf('2025-02-28', '2026-09-12', 0)).toBeCloseTo(1.533333333, 9);
    expect(yf('2012-01-01', '2012-07-30', 0)).toBeCloseTo(0.58055556, 8);
  });

  it('basis 0 applies the end-of-February rules on the original days', () => {
    // Both ends the last day of February: d2 = 30, and a, as the last of February, gets d1 = 30.
    expect(yf('2023-02-28', '2024-02-29', 0)).toBe(1);
    // d1 = 31 becomes 30; then d2 = 31 stays because d1 was not yet ≥ 30 only when it was 29 or less.
    expect(yf('2024-01-31', '2024-03-31', 0)).toBe(60 / 360);
    expect(yf('2024-02-29', '2024-03-31', 0)).toBe(31 / 360);
    expect(yf('2024-03-30', '2024-05-31', 0)).toBe(60 / 360);
  });

  it('basis 1 uses the leap year of either end within one year, else the mean year length', () => {
    expect(yf('2024-03-01', '2025-03-01', 1)).toBe(365 / 365);
    expect(yf('2023-03-01', '2024-03-01', 1)).toBe(366 / 366);
    expect(yf('2024-01-01', '2024-12-31', 1)).toBe(365 / 366);
    expect(yf('2023-06-01', '2025-06-01', 1)).toBe(731 / ((365 + 366 + 365) / 3));
  });

  it('basis 2 and 3 are plain day ratios', () => {
    expect(yf('2012-01-01', '2012-07-30', 2)).toBe(211 / 360);
    expect(yf('2012-01-01', '2012-07-30', 3)).toBe(211 / 365);
  });

  it("basis 4 is 30/360 on the raw days, unlike Excel's European basis", () => {
    expect(yf('2024-01-31', '2024-03-31', 4)).toBe(60 / 360);
    expect(yf('2024-01-30', '2024-03-31', 4)).toBe(61 / 360);
    expect(yf('2024-02-29', '2024-03-31', 4)).toBe(32 / 360);
  });
});

describe('yearFraction properties', () => {
  const dates = fc.integer({ min: day('1950-01-01'), max: day('2150-12-31') });
  const bases = fc.constantFrom<DayCountBasis>(0, 1, 2, 3, 4);

  it('is never negative, and swapping the dates changes nothing', () => {
    fc.assert(
      fc.property(dates, dates, bases, (a, b, basis) => {
        const forward = yearFraction(a, b, basis);
        return forward >= 0 && forward === yearFraction(b, a, basis);
      }),
    );
  });

  it('bases 2 and 3 are exact day ratios', () => {
    fc.assert(fc.property(dates, dates, (a, b) => yearFraction(a, b, 2) === Math.abs(b - a) / 360 && yearFraction(a, b, 3) === Math.abs(b - a) / 365));
  });

  it('bases 0 and 4 agree whenever neither date is the 31st or the end of February', () => {
    const special = (date: DayNumber) => {
      const { year, month, day: dayOfMonth } = toCivilDate(date);
      return dayOfMonth === 31 || (month === 2 && dayOfMonth === (isLeapYear(year) ? 29 : 28));
    };
    fc.assert(
      fc.property(dates, dates, (a, b) => {
        fc.pre(!special(a) && !special(b));
        return yearFraction(a, b, 0) === yearFraction(a, b, 4);
      }),
    );
  });

  it('is zero for the same day and one for a whole year on every basis but the plain ratios', () => {
    fc.assert(fc.property(dates, bases, (a, basis) => yearFraction(a, a, basis) === 0));
    expect(yf('2026-07-01', '2027-07-01', 0)).toBe(1);
    expect(yf('2026-07-01', '2027-07-01', 1)).toBe(1);
    expect(yf('2026-07-01', '2027-07-01', 4)).toBe(1);
  });
});
