import { describe, expect, it } from 'vitest';
import example from '../../fixtures/calculation-example.json' with { type: 'json' };
import { calculate } from '../cashflow/calculate';
import { cashflowMetrics } from './cashflow-metrics';

describe('cashflowMetrics', () => {
  it("reads the worked example's base scenario", () => {
    const outcome = calculate(example.input);
    if (!outcome.ok) throw new Error('the example must be valid');
    const metrics = cashflowMetrics({ results: outcome.results, averageCharterRate: 13_500, usefulLifeYears: 25 });
    // 17 068 500 / 17 683 959.81; min DSCR and max LTV as the fixture; 11 525.59 / 13 500; 14.2944 / 25 years
    expect(metrics.priceToDcfValue).toBeCloseTo(17_068_500 / 17_683_959.80744662, 12);
    expect(metrics.minDscr).toBeCloseTo(0.6313851047519291, 12);
    expect(metrics.maxLtv).toBeCloseTo(0.5637982195845698, 12);
    expect(metrics.cashBreakevenToAverageCharter).toBeCloseTo(11_525.593936834071 / 13_500, 12);
    expect(metrics.ageToUsefulLife).toBeCloseTo(14.294444444444444 / 25, 12);
  });

  it('gives no ratio against a zero average charter rate', () => {
    const outcome = calculate({ ...example.input, averageTimeCharterCurr: 0 });
    if (!outcome.ok) throw new Error('must stay valid');
    expect(cashflowMetrics({ results: outcome.results, averageCharterRate: 0, usefulLifeYears: 25 }).cashBreakevenToAverageCharter).toBeNull();
  });
});
