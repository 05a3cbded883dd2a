import { calculate, maxUserScenarios, scenarioOverrideNames, type UserScenario } from '@keelson/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../../lib/cashflow-draft';
import { i18n } from '../../../lib/i18n';
import { loadExampleCashflow } from '../model/example-cashflow';
import {
  addScenario,
  baseValueText,
  canAddScenario,
  newScenarioName,
  overrideInputs,
  removeScenario,
  renameScenario,
  scenarioPath,
  scenariosOf,
  setOverride,
} from './user-scenarios';

const t = i18n.t;
const nameOf = (number: number) => `Scenario ${number}`;
const weak: UserScenario = { name: 'Weak market', overrides: { charterRateChange: -0.2 } };
const dear: UserScenario = { name: 'Dear money', overrides: { baseRateChangeBp: 150 } };

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('the list of user scenarios', () => {
  it('is empty for a draft without scenarios, stored or not', () => {
    expect(scenariosOf({})).toEqual([]);
    expect(scenariosOf({ scenarios: null })).toEqual([]);
  });

  it('adds a scenario that changes nothing, at the end, and leaves the old list as it was', () => {
    const before = [weak];
    const after = addScenario(before, 'Scenario 2');
    expect(after).toEqual([weak, { name: 'Scenario 2', overrides: {} }]);
    expect(before).toEqual([weak]);
  });

  it('renames and removes by position', () => {
    expect(renameScenario([weak, dear], 1, 'Expensive money')).toEqual([weak, { ...dear, name: 'Expensive money' }]);
    expect(removeScenario([weak, dear], 0)).toEqual([dear]);
  });

  it('sets an override, and an emptied one becomes null, which core reads as the base case', () => {
    const set = setOverride([weak, dear], 0, 'opexChange', 0.1);
    expect(set[0]?.overrides).toEqual({ charterRateChange: -0.2, opexChange: 0.1 });
    expect(set[1]).toBe(dear);
    const emptied = setOverride(set, 0, 'charterRateChange', null);
    expect(emptied[0]?.overrides).toEqual({ charterRateChange: null, opexChange: 0.1 });
    const cashflow = loadExampleCashflow();
    const base = calculate(cashflow);
    const withEmpty = calculate({ ...cashflow, scenarios: [{ name: 'Nothing', overrides: { charterRateChange: null } }] });
    if (!base.ok || !withEmpty.ok) throw new Error('the example calculates');
    expect(withEmpty.results[2]?.kpis).toEqual(base.results[0]?.kpis);
  });

  it(`allows ${maxUserScenarios} scenarios and no more`, () => {
    const nine = Array.from({ length: maxUserScenarios - 1 }, (_, index) => ({ name: nameOf(index + 1), overrides: {} }));
    expect(canAddScenario(nine)).toBe(true);
    expect(canAddScenario(addScenario(nine, 'Tenth'))).toBe(false);
  });

  it('names a new scenario by the next free number, as core tells names apart (case and spaces ignored)', () => {
    expect(newScenarioName([], nameOf)).toBe('Scenario 1');
    expect(newScenarioName([weak], nameOf)).toBe('Scenario 2');
    expect(newScenarioName([weak, { name: ' scenario 3 ', overrides: {} }], nameOf)).toBe('Scenario 4');
  });

  it('names paths as core names the errors of a scenario', () => {
    expect(scenarioPath(0, 'name')).toBe('scenarios.0.name');
    expect(scenarioPath(3, 'economicUsefulLifeYears')).toBe('scenarios.3.overrides.economicUsefulLifeYears');
  });
});

describe('overrideInputs', () => {
  it('offers every override core knows, each once, changes in percent and replaced fields as the form types them', () => {
    expect(overrideInputs.map((input) => input.name).sort()).toEqual([...scenarioOverrideNames].sort());
    const kinds = Object.fromEntries(overrideInputs.map((input) => [input.name, [input.kind, input.unit]]));
    expect(kinds).toEqual({
      charterRateChange: ['percent', 'percent'],
      averageTimeCharterCurr: ['number', 'moneyPerDay'],
      opexChange: ['percent', 'percent'],
      baseRateChangeBp: ['number', 'basisPoints'],
      steelPricePerTonCurr: ['number', 'moneyPerTon'],
      offHireDaysPerYear: ['number', 'daysPerYear'],
      discountRate: ['percent', 'percent'],
      economicUsefulLifeYears: ['integer', 'years'],
    });
  });
});

describe('baseValueText', () => {
  const draft = loadExampleCashflow() as Draft;
  const outcome = calculate(draft);
  const base = outcome.ok ? outcome.results[0] : undefined;

  it("says what each override changes, as the example's base case has it", () => {
    const texts = Object.fromEntries(overrideInputs.map(({ name }) => [name, baseValueText(name, draft, base, t)]));
    expect(texts).toEqual({
      charterRateChange: 'average $13,500/day, expected future charter $14,000/day',
      averageTimeCharterCurr: '$13,500/day',
      opexChange: '$6,200/day',
      baseRateChangeBp: '4.00% and 4.00%',
      steelPricePerTonCurr: '$450/t',
      offHireDaysPerYear: '10 days a year',
      discountRate: `${(100 * (base?.derived.wacc ?? 0)).toFixed(2)}% (WACC)`,
      economicUsefulLifeYears: '25 years',
    });
  });

  it("uses the catalogue's defaults where the draft leaves a field empty, and says when there is nothing to change", () => {
    const sparse = { ...draft, steelPricePerTonCurr: null, expectedFutureCharterCurr: null, discountRate: 0.07, tranches: [] } as Draft;
    expect(baseValueText('steelPricePerTonCurr', sparse, base, t)).toBe('$200/t');
    expect(baseValueText('charterRateChange', sparse, base, t)).toBe('average $13,500/day');
    expect(baseValueText('discountRate', sparse, base, t)).toBe('7.00%');
    expect(baseValueText('baseRateChangeBp', sparse, base, t)).toBe('no tranches');
    expect(baseValueText('opexChange', { ...draft, opexPerDayCurr: null } as Draft, base, t)).toBeNull();
  });
});
