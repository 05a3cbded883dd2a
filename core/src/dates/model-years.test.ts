import { describe, expect, it } from 'vitest';
import { parseDate } from './day-number';
import { isWithinModelYears, modelDays } from './model-years';

const within = (text: string) => {
  const day = parseDate(text);
  if (day === null) throw new Error(`bad date ${text}`);
  return isWithinModelYears(day);
};

describe('the years of a cashflow', () => {
  it('run from 1900-01-01 to 2199-12-31, both included', () => {
    expect(modelDays.first).toBe(-25_567); // 70 years of 365 days and 17 leap days before 1970
    expect([within('1900-01-01'), within('2199-12-31'), within('2026-07-01')]).toEqual([true, true, true]);
    expect([within('1899-12-31'), within('2200-01-01'), within('9999-12-31'), within('0001-01-01')]).toEqual([false, false, false, false]);
  });
});
