import { describe, expect, it } from 'vitest';
import type { Cashflow } from '../cashflow/cashflow-schema';
import { exampleCashflow } from '../test-support/cashflows';
import { applyScenarioOverrides } from './apply-overrides';

/** The worked example (averageTimeCharterCurr 13,500, expected future 14,000, current 15,250, opex 6,200, two tranches at 4 %). */
const example = (changes: Record<string, unknown> = {}): Cashflow => exampleCashflow(changes);

describe('applyScenarioOverrides', () => {
  it('changes nothing without overrides, or with every override null, and returns a copy', () => {
    const cashflow = example();
    const nulls = {
      charterRateChange: null,
      averageTimeCharterCurr: null,
      opexChange: null,
      baseRateChangeBp: null,
      steelPricePerTonCurr: null,
      offHireDaysPerYear: null,
      discountRate: null,
      economicUsefulLifeYears: null,
    };
    expect(applyScenarioOverrides(cashflow, {})).toEqual(cashflow);
    expect(applyScenarioOverrides(cashflow, nulls)).toEqual(cashflow);
    expect(applyScenarioOverrides(cashflow, {})).not.toBe(cashflow);
    expect(applyScenarioOverrides(cashflow, {}).tranches).not.toBe(cashflow.tranches);
  });

  it('leaves the given cashflow as it was', () => {
    const cashflow = example();
    const before = structuredClone(cashflow);
    applyScenarioOverrides(cashflow, { charterRateChange: -0.2, baseRateChangeBp: 100, economicUsefulLifeYears: 20 });
    expect(cashflow).toEqual(before);
  });

  it('charterRateChange moves the market rates, not the current charter: −20 % gives 10,800 and 11,200', () => {
    const changed = applyScenarioOverrides(example(), { charterRateChange: -0.2 });
    expect(changed.averageTimeCharterCurr).toBe(13_500 * 0.8);
    expect(changed.expectedFutureCharterCurr).toBe(14_000 * 0.8);
    expect(changed.currentTimeCharterCurr).toBe(15_250);
    expect(changed.averageTimeCharterCurr).toBeCloseTo(10_800, 9);
    expect(changed.expectedFutureCharterCurr).toBeCloseTo(11_200, 9);
  });

  it('a missing expected future charter stays missing, so that it keeps following the (changed) average', () => {
    const changed = applyScenarioOverrides(example({ expectedFutureCharterCurr: null }), { charterRateChange: 0.1 });
    expect(changed.expectedFutureCharterCurr).toBeNull();
    expect(changed.averageTimeCharterCurr).toBe(13_500 * 1.1);
  });

  it('averageTimeCharterCurr replaces the average before charterRateChange moves it: 12,000 × 1.1', () => {
    expect(applyScenarioOverrides(example(), { averageTimeCharterCurr: 12_000 })).toMatchObject({
      averageTimeCharterCurr: 12_000,
      expectedFutureCharterCurr: 14_000,
    });
    const both = applyScenarioOverrides(example(), { averageTimeCharterCurr: 12_000, charterRateChange: 0.1 });
    expect(both.averageTimeCharterCurr).toBe(12_000 * 1.1);
    expect(both.expectedFutureCharterCurr).toBe(14_000 * 1.1);
  });

  it('opexChange moves opexPerDayCurr only: +10 % of 6,200', () => {
    const changed = applyScenarioOverrides(example(), { opexChange: 0.1 });
    expect(changed.opexPerDayCurr).toBe(6_200 * 1.1);
    expect(changed.opexAuditingTaxAdviseCurr).toBe(20_000);
    expect(changed.averageTimeCharterCurr).toBe(13_500);
  });

  it('baseRateChangeBp shifts every tranche’s base rate, a missing one from its default of 4 %', () => {
    const cashflow = example({
      tranches: [
        { value: 1_000_000, baseRate: 0.03, durationYears: 5 },
        { value: 2_000_000, durationYears: 5 },
      ],
    });
    const changed = applyScenarioOverrides(cashflow, { baseRateChangeBp: 150 });
    expect(changed.tranches?.map((tranche) => tranche.baseRate)).toEqual([0.03 + 0.015, 0.04 + 0.015]);
    expect(changed.tranches?.map((tranche) => tranche.interest)).toEqual([undefined, undefined]);
    expect(applyScenarioOverrides(example({ tranches: null }), { baseRateChangeBp: 150 }).tranches).toBeNull();
  });

  it.each([
    ['steelPricePerTonCurr', 380],
    ['offHireDaysPerYear', 0],
    ['discountRate', 0.09],
    ['economicUsefulLifeYears', 20],
  ] as const)('%s replaces its field (%s)', (field, value) => {
    const changed = applyScenarioOverrides(example(), { [field]: value });
    expect(changed[field]).toBe(value);
    expect({ ...changed, [field]: undefined }).toEqual({ ...example(), [field]: undefined });
  });

  it('a replacing override also fills a field the cashflow leaves to its default', () => {
    expect(applyScenarioOverrides(example({ discountRate: null }), { discountRate: 0.08 }).discountRate).toBe(0.08);
  });
});
