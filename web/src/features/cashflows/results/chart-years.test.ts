import { describe, expect, it } from 'vitest';
import { workedExampleResult } from '../worked-example';
import { calendarYearOf, shortYearLength, shownLabels, yearAxisLabel, yearAxisLayout, yearAxisTitleFits } from './chart-years';

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

describe('yearAxisLayout', () => {
  const eleven = ['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035', '2036*'];

  it('labels every year level when there is room: 11 years in 600 px', () => {
    expect(yearAxisLayout(600, eleven)).toEqual({ angle: 0, every: 1, height: 30 });
  });

  it('turns the labels by 45° before it leaves one out: 11 years in 300 px', () => {
    expect(yearAxisLayout(300, eleven)).toMatchObject({ angle: -45, every: 1 });
  });

  it('turns them upright, then labels every second or third year evenly on a phone', () => {
    expect(yearAxisLayout(180, eleven)).toMatchObject({ angle: -90, every: 1 });
    const thirty = Array.from({ length: 30 }, (_, index) => String(2026 + index));
    expect(yearAxisLayout(250, thirty)).toMatchObject({ angle: -90, every: 2 });
    expect(yearAxisLayout(120, thirty)).toMatchObject({ angle: -90, every: 4 });
    expect(shownLabels(thirty, { every: 4 })).toEqual(['2026', '2030', '2034', '2038', '2042', '2046', '2050', '2054']);
  });

  it('labels every year before the width is measured', () => {
    expect(yearAxisLayout(0, eleven)).toEqual({ angle: 0, every: 1, height: 30 });
    expect(shownLabels(eleven, yearAxisLayout(0, eleven))).toEqual(eleven);
  });
});

describe('yearAxisTitleFits', () => {
  const title = 'Model year (by the calendar year it starts in)';
  it('keeps the full title under a desktop drawing and shortens it on a phone', () => {
    // 46 characters of at most 7 pixels: 322 pixels.
    expect(yearAxisTitleFits(322, title)).toBe(true);
    expect(yearAxisTitleFits(321, title)).toBe(false);
    // A 390-pixel phone leaves the drawing some 210 pixels beside its value axis.
    expect(yearAxisTitleFits(210, 'Model year')).toBe(true);
  });
  it('keeps the full title before the drawing is measured', () => {
    expect(yearAxisTitleFits(0, title)).toBe(true);
  });
});
