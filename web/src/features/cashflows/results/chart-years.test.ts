import { describe, expect, it } from 'vitest';
import { workedExampleResult } from '../worked-example';
import { calendarYearOf, shortYearLength, yearAxisLabel } from './chart-years';

describe('the years on the charts', () => {
  const { years } = workedExampleResult();

  it('names each model year by the calendar year it starts in, the short last one with a star', () => {
    expect(years.map(yearAxisLabel)).toEqual(['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035', '2036*']);
    expect(calendarYearOf({ start: '2026-07-01' })).toBe(2026);
  });

  it('measures a short year in whole months and the days left: 2036-07-01 to 2037-03-15', () => {
    expect(shortYearLength({ start: '2036-07-01', end: '2037-03-15' })).toEqual({ months: 8, days: 14 });
    expect(shortYearLength({ start: '2036-07-01', end: '2036-07-20' })).toEqual({ months: 0, days: 19 });
    expect(shortYearLength({ start: '2024-01-31', end: '2024-02-29' })).toEqual({ months: 1, days: 0 });
  });

  it('finds no short year in a full one, leap day or not', () => {
    expect(shortYearLength({ start: '2026-07-01', end: '2027-07-01' })).toBeNull();
    expect(shortYearLength({ start: '2027-07-01', end: '2028-07-01' })).toBeNull();
    expect(shortYearLength({ start: '2028-02-29', end: '2029-02-28' })).toBeNull();
  });
});
