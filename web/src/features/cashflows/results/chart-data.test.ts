import { workedExample as fixture } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { workedExampleResult } from '../worked-example';
import { debtValueChartData, debtValuePeriodData, discountedCashflowChartData, liquidityChartData, revenueChartData } from './chart-data';

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

describe('discountedCashflowChartData', () => {
  const points = discountedCashflowChartData(result);

  it('adds up the present values year by year', () => {
    expect(points[0]?.cumulativePresentValue).toBeCloseTo(year(0).presentValue, 6);
    expect(points[1]?.cumulativePresentValue).toBeCloseTo(year(0).presentValue + year(1).presentValue, 6);
  });

  it('reaches the DCF value once the discounted residual value is added (docs/spec/calculation.md section 8)', () => {
    const discountAtEndOfLife = result.periods.at(-1)?.discountFactor ?? Number.NaN;
    const total = (points.at(-1)?.cumulativePresentValue ?? Number.NaN) + result.derived.residualValueAtEndOfLife * discountAtEndOfLife;
    expect(total).toBeCloseTo(fixture.expected[0]?.kpis.dcfValue ?? Number.NaN, 4);
    expect(total).toBeCloseTo(result.kpis.dcfValue, 6);
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
