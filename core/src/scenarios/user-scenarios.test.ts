import { describe, expect, it } from 'vitest';
import { cashflowSchema } from '../cashflow/cashflow-schema';
import { fieldErrorsFromZod } from '../errors/zod-field-errors';
import { maxUserScenarios, scenarioOverridesSchema, userScenarioListSchema, userScenarioSchema } from './user-scenarios';

/** The field errors saving a cashflow with these scenarios gives, as `{ field, rule, params? }`. */
function errorsOf(scenarios: unknown) {
  const result = cashflowSchema.safeParse({ scenarios });
  return result.success ? [] : fieldErrorsFromZod(result.error.issues, { input: { scenarios } }).map(({ message: _message, ...rest }) => rest);
}

const scenario = (name: string, overrides: Record<string, unknown> = {}) => ({ name, overrides });

describe('the user scenario schema', () => {
  it('accepts a scenario with every override, one with none, and nulls for overrides left alone', () => {
    const full = scenario('Weak market', {
      charterRateChange: -0.2,
      averageTimeCharterCurr: 12_000,
      opexChange: 0.1,
      baseRateChangeBp: 150,
      steelPricePerTonCurr: 380,
      offHireDaysPerYear: 15,
      discountRate: 0.09,
      economicUsefulLifeYears: 22,
    });
    expect(userScenarioSchema.parse(full)).toEqual(full);
    expect(userScenarioSchema.parse(scenario('Nothing changed'))).toEqual(scenario('Nothing changed'));
    expect(scenarioOverridesSchema.parse({ opexChange: null, discountRate: null })).toEqual({ opexChange: null, discountRate: null });
  });

  it('stores scenarios with the cashflow, and a cashflow without them or with null', () => {
    const scenarios = [scenario('Low', { charterRateChange: -0.1 }), scenario('High', { charterRateChange: 0.1 })];
    expect(cashflowSchema.parse({ title: 'x', scenarios })).toEqual({ title: 'x', scenarios });
    expect(cashflowSchema.parse({ scenarios: null })).toEqual({ scenarios: null });
    expect(cashflowSchema.parse({ scenarios: [] })).toEqual({ scenarios: [] });
  });

  it.each([
    ['charterRateChange', -0.96, { min: -0.95, max: 5 }],
    ['charterRateChange', 5.01, { min: -0.95, max: 5 }],
    ['opexChange', -1, { min: -0.95, max: 5 }],
    ['baseRateChangeBp', 2001, { min: -2000, max: 2000 }],
    ['baseRateChangeBp', -2000.5, { min: -2000, max: 2000 }],
    ['offHireDaysPerYear', 366, { min: 0, max: 365 }],
    ['discountRate', 1.1, { min: 0, max: 1 }],
    ['economicUsefulLifeYears', 61, { min: 1, max: 60 }],
    ['economicUsefulLifeYears', 0, { min: 1, max: 60 }],
    ['steelPricePerTonCurr', -1, { min: 0, max: 1e12 }],
    ['averageTimeCharterCurr', 2e12, { min: 0, max: 1e12 }],
  ])('refuses %s = %s with the range %j, named under the scenario', (field, value, params) => {
    expect(errorsOf([scenario('A'), scenario('B', { [field]: value })])).toEqual([{ field: `scenarios.1.overrides.${field}`, rule: 'range', params }]);
  });

  it('keeps the catalogue’s other single-field rules: a whole number of years, numbers only', () => {
    expect(errorsOf([scenario('A', { economicUsefulLifeYears: 20.5 })])).toEqual([{ field: 'scenarios.0.overrides.economicUsefulLifeYears', rule: 'integer' }]);
    expect(errorsOf([scenario('A', { opexChange: '0.1' })])).toEqual([{ field: 'scenarios.0.overrides.opexChange', rule: 'number' }]);
    expect(errorsOf([scenario('A', { opexChange: Number.NaN })])).toEqual([{ field: 'scenarios.0.overrides.opexChange', rule: 'number' }]);
  });

  it('refuses unknown overrides and fields, a missing overrides object and a wrong shape', () => {
    expect(errorsOf([scenario('A', { currentTimeCharterCurr: 1 })])).toEqual([{ field: 'scenarios.0.overrides.currentTimeCharterCurr', rule: 'unknownField' }]);
    expect(errorsOf([{ ...scenario('A'), colour: 'red' }])).toEqual([{ field: 'scenarios.0.colour', rule: 'unknownField' }]);
    expect(errorsOf([{ name: 'A' }])).toEqual([{ field: 'scenarios.0.overrides', rule: 'required' }]);
    expect(errorsOf({ name: 'A' })).toEqual([{ field: 'scenarios', rule: 'list' }]);
  });

  it('wants a name of 1 to 60 characters that is not only spaces', () => {
    expect(errorsOf([scenario('')])).toEqual([{ field: 'scenarios.0.name', rule: 'required' }]);
    expect(errorsOf([scenario('   ')])).toEqual([{ field: 'scenarios.0.name', rule: 'required' }]);
    expect(errorsOf([scenario('x'.repeat(61))])).toEqual([{ field: 'scenarios.0.name', rule: 'tooLong', params: { max: 60 } }]);
    expect(errorsOf([scenario('x'.repeat(60))])).toEqual([]);
    expect(errorsOf([{ overrides: {} }])).toEqual([{ field: 'scenarios.0.name', rule: 'required' }]);
  });

  it('holds at most ten scenarios', () => {
    const scenarios = (count: number) => Array.from({ length: count }, (_, index) => scenario(`Scenario ${index + 1}`));
    expect(maxUserScenarios).toBe(10);
    expect(errorsOf(scenarios(10))).toEqual([]);
    expect(errorsOf(scenarios(11))).toEqual([{ field: 'scenarios', rule: 'tooManyEntries', params: { max: 10 } }]);
  });

  it('names a repeated name, regardless of case and surrounding spaces, on every later scenario that repeats it', () => {
    expect(errorsOf([scenario('Low rates'), scenario('High'), scenario(' low RATES '), scenario('LOW RATES')])).toEqual([
      { field: 'scenarios.2.name', rule: 'linkTaken' },
      { field: 'scenarios.3.name', rule: 'linkTaken' },
    ]);
    expect(userScenarioListSchema.safeParse([scenario('Low'), scenario('Lower')]).success).toBe(true);
  });
});
