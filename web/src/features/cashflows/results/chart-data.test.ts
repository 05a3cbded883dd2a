import { calculate } from '@keelson/core';
import { workedExample as fixture, workedExampleV3, workedExampleV3Cashflow } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { workedExampleResult } from '../worked-example';
import {
  debtValueChartData,
  debtValuePeriodData,
  discountedCashflowChartData,
  dscrChartData,
  liquidityChartData,
  ltvChartData,
  revenueChartData,
  timelineDomain,
  yearTicks,
} from './chart-data';

const result = workedExampleResult();
/** The worked example's own figures of the base scenario's model years (core/examples). */
const years = fixture.expected[0]?.years ?? [];
const year = (index: number) => {
  const entry = years[index];
  if (entry === undefined) throw new Error(`the worked example lists no year ${index + 1}`);
  return entry;
};
// SH = mean(16.5, 17.25, 16.8) m = 16.85 m; residual value 6.06 m; 3,910 days from 2026-07-01 to 2037-03-15
const linearValueAfter = (days: number) => 16_850_000 - (16_850_000 - 6_060_000) * (days / 3_910);

describe('revenueChartData', () => {
  it('sets the gross revenue against the costs between it and CFADS, and the debt service', () => {
    const points = revenueChartData(result);
    expect(points).toHaveLength(11);
    const first = points[0];
    expect(first?.year).toBe(1);
    expect(first?.revenue).toBeCloseTo(year(0).grossRevenue, 6);
    // Commission, administration and technical fees, opex, auditing and docking: everything between revenue and CFADS.
    const { commission, administrationFee, technicalFee, opex, auditingTaxAdvice, docking } = year(0);
    expect(first?.costs).toBeCloseTo(commission + administrationFee + technicalFee + opex + auditingTaxAdvice + docking, 6);
    expect(first?.debtService).toBeCloseTo(year(0).debtService, 6);
    for (const [index, point] of points.entries()) {
      expect(point.revenue - point.costs).toBeCloseTo(result.years[index]?.cfads ?? Number.NaN, 4);
    }
  });
});

describe('debtValueChartData', () => {
  const points = debtValueChartData(result);

  it('takes the linear value at each year end from the period ending that day', () => {
    expect(points[0]?.linearValue).toBeCloseTo(linearValueAfter(365), 4);
    expect(points[1]?.linearValue).toBeCloseTo(linearValueAfter(731), 4);
    // at the end of life the linear value has reached the residual value
    expect(points.at(-1)?.linearValue).toBeCloseTo(6_060_000, 4);
    expect(points.every((point, index) => index === 0 || (point.linearValue ?? 0) < (points[index - 1]?.linearValue ?? 0))).toBe(true);
  });

  it('takes the debt outstanding at each year end, repaid by year 7', () => {
    // 6.5 m amortised over 12 years and 3 m over 5 years: one year's share of each is repaid.
    expect(points[0]?.debtOutstanding).toBeCloseTo(6_500_000 * (11 / 12) + 3_000_000 * (4 / 5), 2);
    expect(points.slice(6).every((point) => point.debtOutstanding === 0)).toBe(true);
  });
});

describe('liquidityChartData', () => {
  it('gives the cash at each year end, never below the minimum liquidity', () => {
    const points = liquidityChartData(result);
    expect(points[0]?.liquidity).toBeCloseTo(year(0).liquidity, 6);
    expect(points.at(-1)?.liquidity).toBeCloseTo(year(years.length - 1).liquidity, 6);
    expect(points.every((point) => point.liquidity >= result.kpis.minLiquidity)).toBe(true);
  });
});

function baseV3() {
  const outcome = calculate(workedExampleV3Cashflow);
  if (!outcome.ok || outcome.results[0] === undefined) throw new Error('the second worked example does not calculate');
  return outcome.results[0];
}

describe('discountedCashflowChartData', () => {
  const points = discountedCashflowChartData(result);

  it('adds up the present values year by year', () => {
    expect(points[0]?.cumulativePresentValue).toBeCloseTo(year(0).presentValue, 6);
    expect(points[1]?.cumulativePresentValue).toBeCloseTo(year(0).presentValue + year(1).presentValue, 6);
  });

  it('takes in the discounted residual value in the last year and ends at the DCF value (docs/spec/calculation.md section 8)', () => {
    const dcfValue = fixture.expected[0]?.kpis.dcfValue ?? Number.NaN;
    const last = points.at(-1);
    expect(Math.abs((last?.cumulativePresentValue ?? Number.NaN) - dcfValue) / dcfValue).toBeLessThan(1e-9);
    // The residual value 6,060,000 × the discount factor of the end of life, as a reader checks it by hand.
    const discountAtEndOfLife = result.periods.at(-1)?.discountFactor ?? Number.NaN;
    expect(last?.residualPresentValue).toBeCloseTo(result.derived.residualValueAtEndOfLife * discountAtEndOfLife, 4);
    expect(points.slice(0, -1).every((point) => point.residualPresentValue === null)).toBe(true);
    const beforeLast = points.at(-2)?.cumulativePresentValue ?? Number.NaN;
    expect((last?.cumulativePresentValue ?? Number.NaN) - beforeLast).toBeCloseTo((last?.presentValue ?? 0) + (last?.residualPresentValue ?? 0), 4);
  });

  it('ends at the DCF value of the second worked example too', () => {
    const v3 = baseV3();
    const dcfValue = workedExampleV3.expected[0]?.kpis.dcfValue ?? Number.NaN;
    expect(Math.abs((discountedCashflowChartData(v3).at(-1)?.cumulativePresentValue ?? Number.NaN) - dcfValue) / dcfValue).toBeLessThan(1e-9);
  });
});

describe('debtValuePeriodData', () => {
  it('plots every month, so that the balloon of tranche 1 falls in the month of its maturity', () => {
    const points = debtValuePeriodData(result);
    expect(points).toHaveLength(result.periods.length);
    const tranche = result.derived.tranches[0];
    if (tranche === undefined) throw new Error('the worked example has no tranche 1');
    // 6.5 m over a 7-year term on a 12-year profile: 5/12 is left at maturity.
    expect(tranche.balloon).toBeCloseTo(6_500_000 * (5 / 12), -3);
    const month = points.findIndex((point, index) => index > 0 && (points[index - 1]?.end ?? '') < tranche.maturityDate && tranche.maturityDate <= point.end);
    const drop = (points[month - 1]?.debtOutstanding ?? Number.NaN) - (points[month]?.debtOutstanding ?? Number.NaN);
    expect(drop).toBeGreaterThanOrEqual(tranche.balloon);
    expect(points[month]?.debtOutstanding).toBe(0);
    expect(debtValueChartData(result).find((point) => point.balloon > 0)?.balloon).toBeCloseTo(tranche.balloon, 6);
  });
});

describe('the points of the yearly charts', () => {
  it('are named by the calendar year each model year starts in, the short last year starred', () => {
    for (const points of [revenueChartData(result), debtValueChartData(result), liquidityChartData(result), discountedCashflowChartData(result)]) {
      expect(points.map((point) => point.label)).toEqual(['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035', '2036*']);
      expect(points.map((point) => point.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    }
  });
});

describe('the time axis of the debt, LTV and DSCR charts', () => {
  it('runs from the valuation date to the end of life, with a tick at each model year’s start', () => {
    const ticks = yearTicks(result);
    expect(ticks.map((tick) => tick.label)).toEqual(['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035', '2036*']);
    const [start, end] = timelineDomain(result);
    expect(ticks[0]?.day).toBe(start);
    // 2026-07-01 to 2037-03-15: 3,910 days; a year of 365 days between the first two ticks.
    expect(end - start).toBe(3_910);
    expect((ticks[1]?.day ?? 0) - (ticks[0]?.day ?? 0)).toBe(365);
    expect(debtValuePeriodData(result)[0]?.day).toBe(start + 31);
  });
});

describe('ltvChartData', () => {
  const v3 = baseV3();
  const expected = workedExampleV3.expected[0];
  const points = ltvChartData(v3);

  it('starts at the drawdown with the loans drawn by the completion against the price: 9.5 m / 16.85 m', () => {
    expect(points[0]).toMatchObject({ date: '2026-10-15', ltv: null });
    expect(points[0]?.drawdownLtv).toBeCloseTo(9_500_000 / 16_850_000, 12);
    expect(points[0]?.drawdownLtv).toBe(expected?.derived.ltvAtAcquisition);
  });

  it('then takes core’s LTV at each test date: debt against the market value, the inverse of the security cover', () => {
    const tests = expected?.covenantTests ?? [];
    expect(points.slice(1).map((point) => point.date)).toEqual(tests.map((test) => test.date));
    const first = tests[0];
    // 2027-01-01: 9,256,027.40 / 16,342,235.29 = 0.5664; the clause of 180 % allows 1 / 1.8 = 0.5556: breached.
    expect(points[1]?.ltv).toBeCloseTo((first?.debtOutstanding ?? 0) / (first?.marketValue ?? 1), 12);
    expect(points[1]?.ltv).toBeGreaterThan(1 / 1.8);
    for (const [index, test] of tests.entries()) expect(points[index + 1]?.ltv).toBeCloseTo(1 / test.securityCover, 12);
  });

  it('has no drawdown point without a loan drawn by the acquisition', () => {
    const outcome = calculate({ ...workedExampleV3Cashflow, tranches: [] });
    if (!outcome.ok || outcome.results[0] === undefined) throw new Error('the example without loans does not calculate');
    expect(ltvChartData(outcome.results[0])).toEqual([]);
  });
});

describe('dscrChartData', () => {
  it('is the trailing DSCR at each test date, as the DSCR covenant is tested', () => {
    const tests = workedExampleV3.expected[0]?.covenantTests ?? [];
    const points = dscrChartData(baseV3());
    expect(points).toHaveLength(tests.length);
    for (const [index, test] of tests.entries()) {
      expect(points[index]?.date).toBe(test.date);
      if (test.trailingDscr === null) expect(points[index]?.trailingDscr).toBeNull();
      else expect(points[index]?.trailingDscr).toBeCloseTo(test.trailingDscr, 9);
    }
    // The first breach of the 1.10× covenant: 2028-10-01.
    expect(points.find((point) => point.trailingDscr !== null && point.trailingDscr < 1.1)?.date).toBe('2028-10-01');
  });
});
