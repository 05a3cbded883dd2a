import { describe, expect, it } from 'vitest';
import { workedExampleMismatches } from '../../examples';
import { applyScenarioOverrides } from '../scenarios/apply-overrides';
import type { ScenarioOverrides, UserScenario } from '../scenarios/user-scenarios';
import { exampleCashflow } from '../test-support/cashflows';
import { calculate } from './calculate';
import type { ScenarioResult } from './result-types';

/** The results of a cashflow that must calculate. */
function resultsOf(cashflow: Record<string, unknown>): ScenarioResult[] {
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(`not calculated: ${JSON.stringify(outcome.errors)}`);
  return outcome.results;
}

/** The errors of a cashflow that must not calculate, as `{ field, rule, params? }`. */
function errorsOf(cashflow: Record<string, unknown>) {
  const outcome = calculate(cashflow);
  if (outcome.ok) throw new Error('calculated');
  return outcome.errors.map(({ message: _message, ...rest }) => rest);
}

const withScenarios = (...scenarios: UserScenario[]) => exampleCashflow({ scenarios });
const scenario = (name: string, overrides: ScenarioOverrides): UserScenario => ({ name, overrides });

/** Whether two results hold the same numbers, bit for bit (Object.is: −0 and NaN too). */
function sameNumbers(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'number' || typeof expected === 'number') return Object.is(actual, expected);
  if (Array.isArray(actual) && Array.isArray(expected))
    return actual.length === expected.length && actual.every((value, index) => sameNumbers(value, expected[index]));
  if (typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null) {
    const keys = Object.keys(actual);
    return keys.length === Object.keys(expected).length && keys.every((key) => sameNumbers(Reflect.get(actual, key), Reflect.get(expected, key)));
  }
  return actual === expected;
}

describe('calculate with user scenarios', () => {
  const lowRates = scenario('Low rates', { charterRateChange: -0.2 });
  const dearMoney = scenario('Dear money', { baseRateChangeBp: 200, opexChange: 0.1 });

  it('appends one user result per scenario, in stored order, after base and longTermAverage', () => {
    const results = resultsOf(withScenarios(lowRates, dearMoney));
    expect(results.map(({ scenario: kind, name }) => [kind, name])).toEqual([
      ['base', undefined],
      ['longTermAverage', undefined],
      ['user', 'Low rates'],
      ['user', 'Dear money'],
    ]);
    expect(results.slice(0, 2).every((result) => !Object.hasOwn(result, 'name'))).toBe(true);
  });

  it('keeps base and longTermAverage bit for bit, and the worked example’s figures', () => {
    const plain = resultsOf(exampleCashflow());
    const results = resultsOf(withScenarios(lowRates, dearMoney));
    expect(sameNumbers(results.slice(0, 2), plain)).toBe(true);
    expect(workedExampleMismatches(results.slice(0, 2))).toEqual([]);
  });

  it('gives no user results without scenarios, for null and for an empty list', () => {
    expect(resultsOf(exampleCashflow({ scenarios: null }))).toHaveLength(2);
    expect(resultsOf(exampleCashflow({ scenarios: [] }))).toHaveLength(2);
  });

  it.each<[string, ScenarioOverrides]>([
    ['charter rates −20 %', { charterRateChange: -0.2 }],
    ['the long-term average 12,000', { averageTimeCharterCurr: 12_000 }],
    ['opex +15 %', { opexChange: 0.15 }],
    ['base rate +250 bp', { baseRateChangeBp: 250 }],
    ['steel at 300', { steelPricePerTonCurr: 300 }],
    ['20 off-hire days', { offHireDaysPerYear: 20 }],
    ['discount rate 9 %', { discountRate: 0.09 }],
    ['a useful life of 22 years', { economicUsefulLifeYears: 22 }],
    [
      'everything at once',
      {
        charterRateChange: 0.1,
        averageTimeCharterCurr: 14_500,
        opexChange: -0.05,
        baseRateChangeBp: -100,
        steelPricePerTonCurr: 500,
        offHireDaysPerYear: 5,
        discountRate: 0.07,
        economicUsefulLifeYears: 28,
      },
    ],
  ])('a user result with %s is the base result of the cashflow changed by hand', (name, overrides) => {
    const cashflow = withScenarios(scenario(name, overrides));
    const user = resultsOf(cashflow)[2];
    const { scenarios: _scenarios, ...rest } = cashflow;
    const base = resultsOf(applyScenarioOverrides(rest, overrides))[0];
    expect(user).toMatchObject({ scenario: 'user', name });
    expect(sameNumbers(user?.kpis, base?.kpis)).toBe(true);
    expect(sameNumbers({ ...user, scenario: 'base', name: undefined }, { ...base, name: undefined })).toBe(true);
    // and it is a different case from the base
    expect(sameNumbers(user?.kpis, resultsOf(cashflow)[0]?.kpis)).toBe(false);
  });

  it('moves the figures the way the overrides point: lower charter rates lower the DCF value and the minimum DSCR', () => {
    const [base, , low, high] = resultsOf(withScenarios(lowRates, scenario('High rates', { charterRateChange: 0.2 })));
    expect(low?.kpis.dcfValue).toBeLessThan(base?.kpis.dcfValue ?? 0);
    expect(high?.kpis.dcfValue).toBeGreaterThan(base?.kpis.dcfValue ?? 0);
    expect(low?.kpis.minDscr).toBeLessThan(base?.kpis.minDscr ?? 0);
    // the current charter (15,250 until 2027-03-31) stays as contracted: the first period's revenue is the base's
    expect(low?.periods[0]?.grossRevenue).toBe(base?.periods[0]?.grossRevenue);
  });
});

describe('the errors of user scenarios', () => {
  it('refuses a malformed scenario with the schema’s rules, named under it, together with the base case’s errors', () => {
    const cashflow = exampleCashflow({
      lightWeightTonnage: 0,
      scenarios: [
        { name: 'A', overrides: { opexChange: 7 } },
        { name: ' a ', overrides: {} },
      ],
    });
    expect(errorsOf(cashflow)).toEqual([
      { field: 'lightWeightTonnage', rule: 'range', params: { min: 0, minExclusive: 1 } },
      { field: 'scenarios.0.overrides.opexChange', rule: 'range', params: { min: -0.95, max: 5 } },
      { field: 'scenarios.1.name', rule: 'linkTaken' },
    ]);
    expect(
      errorsOf(
        exampleCashflow({
          scenarios: [
            { name: 'A', overrides: {} },
            { name: ' a ', overrides: {} },
          ],
        }),
      ),
    ).toEqual([{ field: 'scenarios.1.name', rule: 'linkTaken' }]);
    expect(errorsOf(exampleCashflow({ scenarios: 'many' }))).toEqual([{ field: 'scenarios', rule: 'list' }]);
  });

  it('names a useful life that ends before the valuation date on the scenario’s override, with the shortest life that works', () => {
    // built 2012-03-15, valued 2026-07-01: 14 years end on 2026-03-15, 15 years on 2027-03-15
    const cashflow = withScenarios(scenario('Fine', { economicUsefulLifeYears: 15 }), scenario('Too short', { economicUsefulLifeYears: 14 }));
    expect(errorsOf(cashflow)).toEqual([{ field: 'scenarios.1.overrides.economicUsefulLifeYears', rule: 'range', params: { min: 15, max: 60 } }]);
  });

  it('counts every date the end of life must follow: a tranche paid out in 2027-06 needs 16 years', () => {
    const tranches = [{ value: 6_500_000, durationYears: 7, disbursementDate: '2027-06-01' }];
    const cashflow = exampleCashflow({ tranches, scenarios: [scenario('Short', { economicUsefulLifeYears: 15 })] });
    expect(errorsOf(cashflow)).toEqual([{ field: 'scenarios.0.overrides.economicUsefulLifeYears', rule: 'range', params: { min: 16, max: 60 } }]);
  });

  it('names a base-rate shift that makes a tranche’s rate negative on baseRateChangeBp, with the shifts that work', () => {
    const cashflow = withScenarios(scenario('Negative', { baseRateChangeBp: -500 }), scenario('Zero', { baseRateChangeBp: -400 }));
    expect(errorsOf(cashflow)).toEqual([{ field: 'scenarios.0.overrides.baseRateChangeBp', rule: 'range', params: { min: -400, max: 2000 } }]);
  });

  it('collects the errors of every scenario, each once', () => {
    const cashflow = withScenarios(
      scenario('Short', { economicUsefulLifeYears: 3, baseRateChangeBp: -1000 }),
      scenario('Fine', {}),
      scenario('Short too', { economicUsefulLifeYears: 10 }),
    );
    expect(errorsOf(cashflow)).toEqual([
      { field: 'scenarios.0.overrides.economicUsefulLifeYears', rule: 'range', params: { min: 15, max: 60 } },
      { field: 'scenarios.0.overrides.baseRateChangeBp', rule: 'range', params: { min: -400, max: 2000 } },
      { field: 'scenarios.2.overrides.economicUsefulLifeYears', rule: 'range', params: { min: 15, max: 60 } },
    ]);
  });
});
