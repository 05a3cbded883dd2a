import { workedExample as fixture } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { workedExampleResult } from '../worked-example';
import { maxCashBreakevenYear } from './binding-year';

describe('maxCashBreakevenYear', () => {
  it('finds the year of the highest cash break-even rate in the worked example', () => {
    const years = fixture.expected[0]?.years ?? [];
    const rates = years.map((year) => year.cashBreakevenRate ?? -Infinity);
    const expected = years[rates.indexOf(Math.max(...rates))]?.year;
    expect(maxCashBreakevenYear(workedExampleResult())).toBe(expected);
  });

  it('takes the first of equal years and gives null without a rate', () => {
    const [first] = workedExampleResult().years;
    if (first === undefined) throw new Error('the worked example has no year 1');
    const year = (number: number, cashBreakevenRate: number | null) => ({ ...first, year: number, cashBreakevenRate });
    const kpis = { ...workedExampleResult().kpis, maxCashBreakevenRate: 9000 };
    expect(maxCashBreakevenYear({ kpis, years: [year(1, 8000), year(2, 9000), year(3, 9000)] })).toBe(2);
    expect(maxCashBreakevenYear({ kpis: { ...kpis, maxCashBreakevenRate: null }, years: [year(1, null)] })).toBeNull();
  });
});
