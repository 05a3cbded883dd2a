import { describe, expect, it } from 'vitest';
import { calculate } from '../cashflow/calculate';
import { cashflowDefaults } from '../cashflow/cashflow-schema';
import { calculateValid, exampleCashflow, scenario, workedExample } from '../test-support/cashflows';
import { cashflowMetrics, metricsOfCashflow } from './cashflow-metrics';

const metricNames = ['priceToDcfValue', 'minDscr', 'maxLtv', 'cashBreakevenToAverageCharter', 'ageToUsefulLife'] as const;

/** Each metric by its definition, from the base scenario of the engine's results (docs/spec/utility-analysis.md section 1). */
function expectedMetrics(cashflow: Record<string, unknown>, usefulLifeYears: number) {
  const base = scenario(calculateValid(cashflow), 'base');
  return {
    priceToDcfValue: base.derived.totalAcquisitionCost / base.kpis.dcfValue,
    minDscr: base.kpis.minDscr,
    maxLtv: base.kpis.maxLtv,
    cashBreakevenToAverageCharter: (base.kpis.avgCashBreakevenRate ?? Number.NaN) / workedExample.input.averageTimeCharterCurr,
    ageToUsefulLife: base.derived.vesselAgeYears / usefulLifeYears,
  };
}

function expectFinite(metrics: Record<string, number | null | undefined>): void {
  for (const name of metricNames) expect(Number.isFinite(metrics[name]), name).toBe(true);
}

describe('metricsOfCashflow', () => {
  it("gives the worked example's base-scenario ratios, each a finite number", () => {
    const metrics = metricsOfCashflow(exampleCashflow());
    if (metrics === null) throw new Error('the worked example must be calculable');
    expectFinite(metrics);
    expect(metrics).toEqual(expectedMetrics(exampleCashflow(), workedExample.input.economicUsefulLifeYears));
    // Against the fixture's own figures (version 2): 17 068 500 / 18 045 795.80; 10 969.22 / 13 500; 14.2944 / 25 years.
    expect(metrics.priceToDcfValue).toBeCloseTo(17_068_500 / 18_045_795.79682681, 12);
    expect(metrics.minDscr).toBeCloseTo(0.5247526119045282, 12);
    expect(metrics.maxLtv).toBeCloseTo(0.5637982195845698, 12);
    expect(metrics.cashBreakevenToAverageCharter).toBeCloseTo(10_969.218159758955 / 13_500, 12);
    expect(metrics.ageToUsefulLife).toBeCloseTo(14.294444444444444 / 25, 12);
  });

  it('takes a missing useful life as the default of 22 years', () => {
    expect(cashflowDefaults.economicUsefulLifeYears).toBe(22);
    for (const missing of [undefined, null, '']) {
      const cashflow = exampleCashflow({ economicUsefulLifeYears: missing });
      const metrics = metricsOfCashflow(cashflow);
      if (metrics === null) throw new Error('a missing useful life must stay calculable');
      expectFinite(metrics);
      expect(metrics).toEqual(expectedMetrics(cashflow, 22));
      expect(metrics.ageToUsefulLife).toBeCloseTo(14.294444444444444 / 22, 12);
    }
  });

  it('uses given results instead of calculating again', () => {
    const results = calculateValid(exampleCashflow());
    expect(metricsOfCashflow(exampleCashflow(), results)).toEqual(metricsOfCashflow(exampleCashflow()));
    expect(metricsOfCashflow(exampleCashflow(), [])).toEqual({});
  });

  it('gives null, never an error, for a cashflow that cannot be calculated', () => {
    expect(metricsOfCashflow(exampleCashflow({ averageTimeCharterCurr: null }))).toBeNull();
    expect(metricsOfCashflow({ shipName: 'a draft' })).toBeNull();
    expect(metricsOfCashflow(null)).toBeNull();
    expect(metricsOfCashflow('not a cashflow')).toBeNull();
  });
});

describe('cashflowMetrics', () => {
  it('gives no ratio against a zero average charter rate', () => {
    const outcome = calculate(exampleCashflow({ averageTimeCharterCurr: 0 }));
    if (!outcome.ok) throw new Error('must stay valid');
    expect(cashflowMetrics({ results: outcome.results, averageCharterRate: 0, usefulLifeYears: 25 }).cashBreakevenToAverageCharter).toBeNull();
  });
});
