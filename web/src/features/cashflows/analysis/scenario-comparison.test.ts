import { calculate, type Kpis, type ScenarioResult } from '@keelson/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadExampleCashflow } from '../model/example-cashflow';
import { formatKeyFigure } from '../results/key-figure-text';
import { comparedScenarios, comparisonChartData, isWarning, niceAxis, scenarioLabel, shortLabel } from './scenario-comparison';

function resultsOf(cashflow: unknown): ScenarioResult[] {
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.results;
}

const labels = { base: 'Base case', longTermAverage: 'Long-term average' };
const weakMarket = { name: 'Weak market', overrides: { charterRateChange: -0.2 } };
const dearMoney = { name: 'Dear money', overrides: { baseRateChangeBp: 200 } };

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('comparedScenarios', () => {
  it("lists core's results in core's order: base, long-term average, then the user scenarios by name", () => {
    const results = resultsOf({ ...loadExampleCashflow(), scenarios: [weakMarket, dearMoney] });
    const scenarios = comparedScenarios(results);
    expect(scenarios.map((scenario) => [scenario.key, scenario.scenario, scenario.name])).toEqual([
      ['base', 'base', null],
      ['longTermAverage', 'longTermAverage', null],
      ['user-0', 'user', 'Weak market'],
      ['user-1', 'user', 'Dear money'],
    ]);
    expect(scenarios.map((scenario) => scenarioLabel(scenario, labels))).toEqual(['Base case', 'Long-term average', 'Weak market', 'Dear money']);
  });

  it("carries core's figures unchanged: charter rates 20 % lower give a lower DCF value, dearer money a lower equity IRR", () => {
    const results = resultsOf({ ...loadExampleCashflow(), scenarios: [weakMarket, dearMoney] });
    const [base, , weak, dear] = comparedScenarios(results);
    expect(weak?.kpis).toBe(results[2]?.kpis);
    expect(weak?.kpis.dcfValue).toBeLessThan(base?.kpis.dcfValue ?? 0);
    expect(dear?.kpis.equityIrr ?? 0).toBeLessThan(base?.kpis.equityIrr ?? 0);
    // Every scenario is compared with the same price: the overrides change no part of the purchase.
    expect(new Set(comparedScenarios(results).map((scenario) => scenario.totalAcquisitionCost))).toEqual(new Set([17_068_500]));
  });
});

const [exampleBase] = resultsOf(loadExampleCashflow());
const kpis = (changes: Partial<Kpis>): Kpis => {
  if (exampleBase === undefined) throw new Error('the example calculates');
  return { ...exampleBase.kpis, ...changes };
};

describe('formatKeyFigure, as the comparison writes its figures', () => {
  it('formats money, rates, ratios and daily rates in the active language, and leaves undefined figures null', () => {
    const figures = kpis({ dcfValue: 17_683_959.81, projectIrr: 0.08925, minDscr: 1.2305, maxLtv: null, breakevenCharterRate: 12_345.6 });
    expect(formatKeyFigure('dcfValue', figures, 'USD')).toBe('$17,683,960');
    expect(formatKeyFigure('projectIrr', figures, 'USD')).toBe('8.93%');
    expect(formatKeyFigure('minDscr', figures, 'USD')).toBe('1.23×');
    expect(formatKeyFigure('maxLtv', figures, 'USD')).toBeNull();
    expect(formatKeyFigure('breakevenCharterRate', figures, 'EUR')).toBe('€12,346/day');
  });
});

describe('isWarning', () => {
  it('flags a negative NPV, a DSCR below 1, a breached minimum value clause and a liquidity shortfall, and nothing else', () => {
    expect(isWarning('projectNpv', kpis({ projectNpv: -1 }))).toBe(true);
    expect(isWarning('projectNpv', kpis({ projectNpv: 0 }))).toBe(false);
    expect(isWarning('minDscr', kpis({ minDscr: 0.99 }))).toBe(true);
    expect(isWarning('minDscr', kpis({ minDscr: 1 }))).toBe(false);
    expect(isWarning('minDscr', kpis({ minDscr: null }))).toBe(false);
    expect(isWarning('minSecurityCover', kpis({ covenantBreachDate: '2029-06-30' }))).toBe(true);
    expect(isWarning('minSecurityCover', kpis({ covenantBreachDate: null }))).toBe(false);
    expect(isWarning('minLiquidity', kpis({ minLiquidity: -0.01 }))).toBe(true);
    expect(isWarning('dcfValue', kpis({ dcfValue: -5 }))).toBe(false);
  });
});

describe('comparisonChartData', () => {
  it('rounds as the table shows: whole money units and the DSCR to two decimals; no DSCR stays null', () => {
    const scenario = { key: 'base', scenario: 'base' as const, name: null, totalAcquisitionCost: 1 };
    const points = comparisonChartData(
      [
        { ...scenario, kpis: kpis({ dcfValue: 17_683_959.81, minDscr: 1.2351 }) },
        { ...scenario, key: 'user-0', scenario: 'user', name: 'No debt', kpis: kpis({ dcfValue: -0.4, minDscr: null }) },
      ],
      (compared) => scenarioLabel(compared, labels),
    );
    expect(points).toEqual([
      { scenario: 'Base case', dcfValue: 17_683_960, minDscr: 1.24 },
      { scenario: 'No debt', dcfValue: -0, minDscr: null },
    ]);
  });
});

describe('shortLabel', () => {
  it('keeps a short name and cuts a long one at a character, with an ellipsis', () => {
    expect(shortLabel('Weak market')).toBe('Weak market');
    expect(shortLabel('Charter rates twenty percent lower for ever', 22)).toBe('Charter rates twenty…');
    expect([...shortLabel('Ölpreis 😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀', 10)]).toHaveLength(10);
  });
});

describe('niceAxis', () => {
  it('runs from zero (or below) past the largest value and the reference, on round steps', () => {
    expect(niceAxis([18_045_796, 17_385_054, 11_884_962, 17_068_500])).toEqual({
      domain: [0, 20_000_000],
      ticks: [0, 5_000_000, 10_000_000, 15_000_000, 20_000_000],
    });
    expect(niceAxis([0.52, 0.52, -0.07, 1])).toEqual({ domain: [-0.25, 1], ticks: [-0.25, 0, 0.25, 0.5, 0.75, 1] });
    expect(niceAxis([1.35, 1.2, 1])).toEqual({ domain: [0, 1.5], ticks: [0, 0.5, 1, 1.5] });
  });

  it('has an axis to draw when every value is zero', () => {
    expect(niceAxis([0, 0])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
});
