import { describe, expect, it } from 'vitest';
import { debtValueChartData, discountedCashflowChartData, liquidityChartData, revenueChartData } from './chart-data';
import { workedExampleResult } from './worked-example';

const result = workedExampleResult();
// SH = mean(16.5, 17.25, 16.8) m = 16.85 m; residual value 6.06 m; 3,910 days from 2026-07-01 to 2037-03-15
const linearValueAfter = (days: number) => 16_850_000 - (16_850_000 - 6_060_000) * (days / 3_910);

describe('revenueChartData', () => {
  it('sets the gross revenue against the costs between it and CFADS, and the debt service', () => {
    const points = revenueChartData(result);
    expect(points).toHaveLength(11);
    const first = points[0];
    expect(first?.year).toBe(1);
    expect(first?.revenue).toBeCloseTo(5_120_383.84, 2);
    // 128,009.60 commission + 76,805.76 + 51,203.84 fees + 2,285,444 opex + 20,198.36 auditing + 1,224,000 docking
    expect(first?.costs).toBeCloseTo(3_785_661.55, 2);
    expect(first?.debtService).toBeCloseTo(2_113_959.1, 2);
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
    expect(points[0]?.debtOutstanding).toBeCloseTo(7_971_428.57, 2);
    expect(points.slice(6).every((point) => point.debtOutstanding === 0)).toBe(true);
  });
});

describe('liquidityChartData', () => {
  it('gives the cash at each year end, never below the minimum liquidity', () => {
    const points = liquidityChartData(result);
    expect(points[0]?.liquidity).toBeCloseTo(425_709.22, 2);
    expect(points.at(-1)?.liquidity).toBeCloseTo(12_163_121.77, 2);
    expect(points.every((point) => point.liquidity >= result.kpis.minLiquidity)).toBe(true);
  });
});

describe('discountedCashflowChartData', () => {
  const points = discountedCashflowChartData(result);

  it('adds up the present values year by year', () => {
    expect(points[0]?.cumulativePresentValue).toBeCloseTo(1_305_435.38, 2);
    expect(points[1]?.cumulativePresentValue).toBeCloseTo(1_305_435.38 + 2_145_644.05, 2);
  });

  it('reaches the DCF value once the discounted residual value is added (docs/spec/calculation.md section 8)', () => {
    const discountAtEndOfLife = result.periods.at(-1)?.discountFactor ?? Number.NaN;
    const total = (points.at(-1)?.cumulativePresentValue ?? Number.NaN) + result.derived.residualValueAtEndOfLife * discountAtEndOfLife;
    expect(total).toBeCloseTo(17_683_959.81, 2);
    expect(total).toBeCloseTo(result.kpis.dcfValue, 6);
  });
});
