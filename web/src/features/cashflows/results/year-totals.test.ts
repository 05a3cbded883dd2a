import { workedExample as fixture } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { workedExampleResult } from '../worked-example';
import { yearRows } from './year-rows';
import { summedColumns, yearTotals } from './year-totals';

describe('yearTotals on the worked example', () => {
  const result = workedExampleResult();
  const totals = yearTotals(yearRows(result), result.kpis);
  const years = fixture.expected[0]?.years ?? [];

  it('spans the economic life, from the valuation date to the end of life', () => {
    expect(totals).toMatchObject({ start: '2026-07-01', end: '2037-03-15' });
  });

  it('sums each flow over the years, as the periods sum to it too', () => {
    for (const column of summedColumns) {
      const byYears = years.reduce((total, year) => total + year[column], 0);
      expect(totals?.[column], column).toBeCloseTo(byYears, 4);
      expect(totals?.[column], column).toBeCloseTo(
        result.periods.reduce((total, period) => total + period[column], 0),
        4,
      );
    }
  });

  it('repays every tranche within the life: the debt service and balloons sum to the debt, the interest aside', () => {
    const interest = result.periods.reduce((total, period) => total + period.interest, 0);
    // 6.5 m and 3 m borrowed (section 10 of docs/spec/calculation.md).
    expect((totals?.debtService ?? 0) + (totals?.balloon ?? 0) - interest).toBeCloseTo(9_500_000, 2);
  });

  it('sums interest and principal to the debt service, and the periods’ equity cash flows', () => {
    expect((totals?.interest ?? 0) + (totals?.principal ?? 0)).toBeCloseTo(totals?.debtService ?? Number.NaN, 4);
    // The equity cash flows of the periods: CFADS less debt service and balloons, plus disbursements, less a later purchase.
    const { cfads = 0, debtService = 0, balloon = 0 } = totals ?? {};
    const disbursement = years.reduce((total, year) => total + year.disbursement - year.acquisition, 0);
    expect(totals?.equityCashflow).toBeCloseTo(cfads - debtService - balloon + disbursement, 4);
  });

  it('gives core’s averages for the ratios, not a sum', () => {
    expect(totals?.averageDscr).toBe(result.kpis.avgDscr);
    expect(totals?.averageCashBreakevenRate).toBe(result.kpis.avgCashBreakevenRate);
  });

  it('has no totals without years', () => {
    expect(yearTotals([], result.kpis)).toBeNull();
  });
});
