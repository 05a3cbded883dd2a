import { workedExample as fixture } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { workedExampleResult } from '../worked-example';
import { periodsOfYear, yearRows, type TableFigures } from './year-rows';

const sums: (keyof TableFigures)[] = ['grossRevenue', 'opex', 'docking', 'cfads', 'interest', 'principal', 'debtService', 'equityCashflow', 'presentValue'];

describe('yearRows on the worked example', () => {
  const result = workedExampleResult();
  const rows = yearRows(result);

  it('gives one row per model year, from the valuation date to the end of life', () => {
    expect(rows.map((row) => row.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(rows[0]?.start).toBe('2026-07-01');
    expect(rows[0]?.end).toBe('2027-07-01');
    expect(rows.at(-1)?.end).toBe('2037-03-15');
  });

  it('shows the year figures of core', () => {
    const first = rows[0];
    const expected = fixture.expected[0]?.years[0];
    expect(first?.cfads).toBeCloseTo(expected?.cfads ?? Number.NaN, 6);
    expect(first?.grossRevenue).toBeCloseTo(expected?.grossRevenue ?? Number.NaN, 6);
    // The last docking was on 2024-09-10, so the next one (every 5 years) falls in year 4, not in year 1.
    expect(first?.docking).toBe(0);
    expect(rows[3]?.docking).toBeCloseTo(fixture.expected[0]?.years[3]?.docking ?? Number.NaN, 6);
    // 6.5 m amortised over 12 years and 3 m over 5 years, one year of each repaid
    expect(first?.debtOutstanding).toBeCloseTo(6_500_000 * (11 / 12) + 3_000_000 * (4 / 5), 4);
    expect(first?.dscr).toBeCloseTo((expected?.cfads ?? Number.NaN) / (expected?.debtService ?? Number.NaN), 6);
    expect(rows.at(-1)?.dscr).toBeNull();
  });

  it('splits the debt service into core’s interest and principal, and shows core’s equity cash flow', () => {
    const first = rows[0];
    const expected = fixture.expected[0]?.years[0];
    // One year of instalments: 6.5 m over a 12-year profile and 3 m over 5 years.
    expect(first?.principal).toBeCloseTo(6_500_000 / 12 + 3_000_000 / 5, 4);
    expect(first?.interest).toBeCloseTo(expected?.interest ?? Number.NaN, 6);
    expect(first?.equityCashflow).toBeCloseTo(expected?.equityCashflow ?? Number.NaN, 6);
    for (const row of [...rows, ...rows.flatMap((year) => year.periods)]) {
      expect(row.interest + row.principal, row.start).toBeCloseTo(row.debtService, 6);
    }
  });

  it('gives a year the LTV of its last month, core’s debt outstanding against the linear value at the year’s end', () => {
    // Year 1 ends on 2027-07-01, 365 of the 3,910 days to the end of life: the linear value has fallen from the price of
    // 16.85 m by 365 / 3,910 of the 10.79 m down to the residual value of 6.06 m.
    const linearValue = 16_850_000 - (16_850_000 - 6_060_000) * (365 / 3910);
    expect(rows[0]?.ltv).toBeCloseTo((rows[0]?.debtOutstanding ?? Number.NaN) / linearValue, 10);
    expect(rows[0]?.ltv).toBeCloseTo(0.5276, 4);
    const coreLtv = new Map(result.periods.map((period) => [period.end, period.ltv]));
    for (const row of rows) {
      expect(row.ltv, `year ${row.year}`).toBe(coreLtv.get(row.end));
      for (const period of row.periods) expect(period.ltv, period.end).toBe(coreLtv.get(period.end));
    }
  });

  it('holds the twelve months of year 1, whose sums are the year’s', () => {
    const first = rows[0];
    expect(first?.periods).toHaveLength(12);
    expect(first?.periods.map((period) => period.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(first?.periods[0]?.start).toBe('2026-07-01');
    expect(first?.periods.at(-1)?.end).toBe('2027-07-01');
    for (const key of sums) {
      const total = first?.periods.reduce((sum, period) => sum + Number(period[key]), 0);
      expect(total, key).toBeCloseTo(Number(first?.[key]), 6);
    }
  });

  it('ends each year with its last month’s debt and liquidity, and gives months no DSCR', () => {
    for (const row of rows) {
      expect(row.periods.at(-1)?.debtOutstanding).toBe(row.debtOutstanding);
      expect(row.periods.at(-1)?.liquidity).toBe(row.liquidity);
      expect(row.periods.every((period) => period.dscr === null)).toBe(true);
    }
  });

  it('puts every period in exactly one year; the short last year has nine', () => {
    expect(rows.reduce((count, row) => count + row.periods.length, 0)).toBe(result.periods.length);
    expect(rows.at(-1)?.periods).toHaveLength(9);
    expect(rows.at(-1)?.periods.at(-1)).toMatchObject({ start: '2037-03-01', end: '2037-03-15' });
  });
});

describe('periodsOfYear', () => {
  it('takes the periods that start in [year.start, year.end)', () => {
    const result = workedExampleResult();
    const second = result.years[1];
    if (second === undefined) throw new Error('no year 2');
    const periods = periodsOfYear(result, second);
    expect(periods).toHaveLength(12);
    expect(periods[0]?.start).toBe('2027-07-01');
    expect(periods.at(-1)?.start).toBe('2028-06-01');
  });
});
