import { describe, expect, it } from 'vitest';
import { calculate } from '../cashflow/calculate';
import type { Cashflow } from '../cashflow/cashflow-schema';
import type { Kpis } from '../cashflow/result-types';
import { calculateValid, exampleCashflow, newBuildCashflow, scenario, workedExample } from '../test-support/cashflows';
import { calculateSensitivity, type Sensitivity, type TornadoEntry } from './calculate-sensitivity';
import { sensitivityDrivers, withDriverChange, type SensitivityDriver } from './drivers';
import type { SensitivityFigures } from './base-scenario';

const newBuild = newBuildCashflow;

/** The base scenario's kpis of core's ordinary calculate(), which must accept the cashflow. */
function baseKpisOf(cashflow: unknown): Kpis {
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(`not calculated: ${JSON.stringify(outcome.errors)}`);
  return scenario(outcome.results, 'base').kpis;
}

/** Object.is on every figure: the same calculation, not merely a close one. */
function expectSameFigures(figures: SensitivityFigures, kpis: Kpis, label: string): void {
  for (const key of ['dcfValue', 'projectIrr', 'minDscr', 'projectNpv'] as const) {
    expect(Object.is(figures[key], kpis[key]), `${label} ${key}: ${figures[key]} ≠ ${kpis[key]}`).toBe(true);
  }
}

function sensitivityOf(cashflow: unknown, step?: number): Sensitivity {
  const outcome = calculateSensitivity(cashflow, step === undefined ? {} : { step });
  if (!outcome.ok) throw new Error(`no sensitivity: ${JSON.stringify(outcome.errors)}`);
  return outcome.sensitivity;
}

function entryOf(sensitivity: Sensitivity, driver: SensitivityDriver): TornadoEntry {
  const entry = sensitivity.tornado.find((candidate) => candidate.driver === driver);
  if (entry === undefined) throw new Error(`no ${driver} entry`);
  return entry;
}

const cases: [string, Cashflow][] = [
  ['the worked example', workedExample.input],
  ['the 30-year new-build', newBuild],
  ['a cashflow with its own discount rate and tranches without base rates', { ...workedExample.input, discountRate: 0.075, tranches: newBuild.tranches }],
  [
    'a cashflow without an expected future charter, steel price or off-hire days (their defaults), and with a user scenario',
    {
      ...workedExample.input,
      expectedFutureCharterCurr: null,
      steelPricePerTonCurr: null,
      offHireDaysPerYear: null,
      scenarios: [{ name: 'Weak market', overrides: { charterRateChange: -0.2 } }],
    },
  ],
];

describe.each(cases)('calculateSensitivity of %s', (_name, cashflow) => {
  const sensitivity = sensitivityOf(cashflow);

  it('reports the base scenario as calculate() does', () => {
    expect(sensitivity.step).toBe(0.1);
    expectSameFigures(sensitivity.base, baseKpisOf(cashflow), 'base');
  });

  it('every tornado entry equals a direct calculate() of the cashflow with that one input changed', () => {
    expect(sensitivity.tornado.map((entry) => entry.driver).sort()).toEqual([...sensitivityDrivers].sort());
    for (const entry of sensitivity.tornado) {
      expect(entry.lowErrors, entry.driver).toBeUndefined();
      expect(entry.highErrors, entry.driver).toBeUndefined();
      expectSameFigures(entry.low, baseKpisOf(withDriverChange(cashflow, entry.driver, 0.9)), `${entry.driver} low`);
      expectSameFigures(entry.high, baseKpisOf(withDriverChange(cashflow, entry.driver, 1.1)), `${entry.driver} high`);
    }
  });

  it('sorts the tornado by the swing of the DCF value, largest first', () => {
    const swings = sensitivity.tornado.map((entry) => Math.abs(entry.high.dcfValue - entry.low.dcfValue));
    expect(swings).toEqual([...swings].sort((a, b) => b - a));
    expect(swings[0]).toBeGreaterThan(0);
  });

  it('every cell of the two-way table equals a direct calculate() with both inputs changed; its centre is the base', () => {
    const { charterChanges, opexChanges, projectNpv, minDscr, minSecurityCover } = sensitivity.twoWay;
    expect(charterChanges).toEqual([-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3]);
    expect(opexChanges).toEqual(charterChanges);
    expect(projectNpv).toHaveLength(7);
    for (const [charterIndex, charterChange] of charterChanges.entries()) {
      expect(projectNpv[charterIndex]).toHaveLength(7);
      for (const [opexIndex, opexChange] of opexChanges.entries()) {
        const changed = withDriverChange(withDriverChange(cashflow, 'charterRates', 1 + charterChange), 'opex', 1 + opexChange);
        const kpis = baseKpisOf(changed);
        expect(Object.is(projectNpv[charterIndex]?.[opexIndex], kpis.projectNpv), `cell ${charterChange} × ${opexChange}`).toBe(true);
        expect(Object.is(minDscr[charterIndex]?.[opexIndex], kpis.minDscr), `minDscr ${charterChange} × ${opexChange}`).toBe(true);
        expect(Object.is(minSecurityCover[charterIndex]?.[opexIndex], kpis.minSecurityCover), `cover ${charterChange} × ${opexChange}`).toBe(true);
      }
    }
    // The security cover tests the linear value, which no charter or opex change moves: one value in every cell.
    expect(new Set(minSecurityCover.flat()).size).toBe(1);
    // More charter income covers more debt service.
    expect(minDscr[6]?.[3]).toBeGreaterThan(minDscr[0]?.[3] ?? Infinity);
    expect(Object.is(projectNpv[3]?.[3], sensitivity.base.projectNpv)).toBe(true);
    // The ±step cells on the centre lines are the tornado's charter and opex sides.
    expect(Object.is(projectNpv[2]?.[3], entryOf(sensitivity, 'charterRates').low.projectNpv)).toBe(true);
    expect(Object.is(projectNpv[3]?.[4], entryOf(sensitivity, 'opex').high.projectNpv)).toBe(true);
    // More charter income and less opex are worth more.
    expect(projectNpv[6]?.[0]).toBeGreaterThan(projectNpv[0]?.[6] ?? Infinity);
  });
});

describe('user scenarios', () => {
  it('play no part: the sensitivity is the base case, with or without them', () => {
    const scenarios = [{ name: 'Dear money', overrides: { baseRateChangeBp: 200, opexChange: 0.1 } }];
    expect(sensitivityOf({ ...workedExample.input, scenarios })).toEqual(sensitivityOf(workedExample.input));
  });
});

describe('the inputs of the tornado', () => {
  it('reports each driver at its value in use, and moved by the step', () => {
    const sensitivity = sensitivityOf(workedExample.input, 0.2);
    const wacc = scenario(calculateValid(workedExample.input), 'base').derived.wacc;
    const inputs = (driver: SensitivityDriver) => {
      const { baseInput, lowInput, highInput } = entryOf(sensitivity, driver);
      return [baseInput, lowInput, highInput];
    };
    expect(inputs('charterRates')).toEqual([13_500, 13_500 * 0.8, 13_500 * 1.2]);
    expect(inputs('opex')).toEqual([6_200, 6_200 * 0.8, 6_200 * 1.2]);
    expect(inputs('discountRate')).toEqual([wacc, wacc * 0.8, wacc * 1.2]);
    expect(inputs('steelPrice')).toEqual([450, 450 * 0.8, 450 * 1.2]);
    expect(inputs('offHireDays')).toEqual([10, 8, 12]);
    expect(inputs('baseInterestRate')).toEqual([0.04, 0.04 * 0.8, 0.04 * 1.2]);
    expect(inputs('usefulLife')).toEqual([25, 20, 30]);
    expect(inputs('dockingCost')).toEqual([1_200_000, 960_000, 1_440_000]);
  });

  it("weights the tranches' base rates by their values, and uses defaults for missing inputs", () => {
    const cashflow = exampleCashflow({
      steelPricePerTonCurr: null,
      tranches: [
        { value: 6_000_000, baseRate: 0.05, durationYears: 7 },
        { value: 2_000_000, durationYears: 5 },
      ],
    });
    const sensitivity = sensitivityOf(cashflow);
    expect(entryOf(sensitivity, 'baseInterestRate').baseInput).toBeCloseTo((6 * 0.05 + 2 * 0.04) / 8, 15);
    expect(entryOf(sensitivity, 'steelPrice').baseInput).toBe(200);
  });

  it('a cashflow without tranches: the base interest rate changes nothing', () => {
    const sensitivity = sensitivityOf(exampleCashflow({ tranches: [] }));
    const entry = entryOf(sensitivity, 'baseInterestRate');
    expect(entry.low).toEqual(sensitivity.base);
    expect(entry.high).toEqual(sensitivity.base);
    expect(sensitivity.base.minDscr).toBeNull();
  });
});

describe('a side that calculate() refuses', () => {
  it('keeps the base input and figures and names the errors, as calculate() does', () => {
    // 21 years old with a 22-year life: 20 years (22 × 0.9 = 19.8) would end the life before the valuation date.
    const old = exampleCashflow({ constructionDate: '2005-03-15', economicUsefulLifeYears: 22, lastDockingDate: null });
    const sensitivity = sensitivityOf(old);
    const entry = entryOf(sensitivity, 'usefulLife');
    const refused = calculate(withDriverChange(old as Cashflow, 'usefulLife', 0.9));
    expect(refused.ok).toBe(false);
    expect(entry.lowErrors).toEqual(refused.ok ? [] : refused.errors);
    expect(entry.lowErrors?.map((error) => error.field)).toContain('valuationDate');
    expect(entry.lowInput).toBe(22);
    expect(entry.low).toEqual(sensitivity.base);
    expect(entry.highInput).toBe(24);
    expect(entry.highErrors).toBeUndefined();
    expectSameFigures(entry.high, baseKpisOf(withDriverChange(old as Cashflow, 'usefulLife', 1.1)), 'usefulLife high');
  });

  it('a discount rate that would leave [0, 1]', () => {
    const sensitivity = sensitivityOf(exampleCashflow({ discountRate: 0.95 }));
    const entry = entryOf(sensitivity, 'discountRate');
    expect(entry.highErrors).toEqual([{ field: 'discountRate', rule: 'range', params: { min: 0, max: 1 }, message: expect.any(String) }]);
    expect(entry.highInput).toBe(0.95);
    expect(entry.lowInput).toBe(0.95 * 0.9);
  });
});

describe('invalid input', () => {
  it('a step outside (0, 0.5] or not a number is an error on `step`', () => {
    const range = { field: 'step', rule: 'range', params: { min: 0, max: 0.5, minExclusive: 1 }, message: expect.any(String) };
    for (const step of [0, -0.1, 0.5000001, 1]) expect(calculateSensitivity(workedExample.input, { step })).toEqual({ ok: false, errors: [range] });
    for (const step of [Number.NaN, Infinity]) {
      expect(calculateSensitivity(workedExample.input, { step })).toEqual({
        ok: false,
        errors: [{ field: 'step', rule: 'number', message: expect.any(String) }],
      });
    }
    expect(sensitivityOf(workedExample.input, 0.5).twoWay.charterChanges).toEqual([-1.5, -1, -0.5, 0, 0.5, 1, 1.5]);
  });
  it('a table cell whose changed cashflow calculate() refuses is null: −150 % makes the charter rates or the opex negative', () => {
    const { charterChanges, opexChanges, projectNpv, minDscr, minSecurityCover } = sensitivityOf(workedExample.input, 0.5).twoWay;
    for (const [charterIndex, charterChange] of charterChanges.entries()) {
      for (const [opexIndex, opexChange] of opexChanges.entries()) {
        const changed = withDriverChange(withDriverChange(workedExample.input, 'charterRates', 1 + charterChange), 'opex', 1 + opexChange);
        const outcome = calculate(changed);
        const cell = projectNpv[charterIndex]?.[opexIndex];
        expect(cell === null, `cell ${charterChange} × ${opexChange}`).toBe(charterChange === -1.5 || opexChange === -1.5);
        if (cell === null) expect([minDscr[charterIndex]?.[opexIndex], minSecurityCover[charterIndex]?.[opexIndex]]).toEqual([null, null]);
        if (outcome.ok) expect(Object.is(cell, scenario(outcome.results, 'base').kpis.projectNpv)).toBe(true);
        else
          expect(outcome.errors.map((error) => [error.field, error.rule])).toContainEqual([
            charterChange === -1.5 ? 'averageTimeCharterCurr' : 'opexPerDayCurr',
            'range',
          ]);
      }
    }
    // −100 % is a rate and a cost of 0, which calculate() accepts.
    expect(projectNpv[1]?.[1]).toEqual(expect.any(Number));
  });

  it("an invalid cashflow answers calculate()'s errors, and an invalid step beside them", () => {
    const cashflow = exampleCashflow({ lightWeightTonnage: 0, opexPerDayCurr: null });
    const refused = calculate(cashflow);
    expect(refused.ok).toBe(false);
    expect(calculateSensitivity(cashflow)).toEqual({ ok: false, errors: refused.ok ? [] : refused.errors });
    const both = calculateSensitivity(cashflow, { step: 0.6 });
    expect(both.ok ? [] : both.errors.map((error) => error.field)).toEqual([...(refused.ok ? [] : refused.errors.map((error) => error.field)), 'step']);
    expect(calculateSensitivity('not a cashflow')).toEqual({ ok: false, errors: [expect.objectContaining({ field: 'cashflow', rule: 'object' })] });
  });

  it('a cashflow that overflows answers the nonFinite errors of calculate()', () => {
    const cashflow = exampleCashflow({ averageTimeCharterCurr: 1e306, expectedFutureCharterCurr: 1e306 });
    const refused = calculate(cashflow);
    expect(refused.ok).toBe(false);
    expect(calculateSensitivity(cashflow)).toEqual({ ok: false, errors: refused.ok ? [] : refused.errors });
  });
});
