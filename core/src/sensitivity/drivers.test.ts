import { describe, expect, it } from 'vitest';
import type { Cashflow } from '../cashflow/cashflow-schema';
import { calculateValid, exampleCashflow, scenario } from '../test-support/cashflows';
import { changedUsefulLife, sensitivityDrivers, withDriverChange } from './drivers';

/** The worked example as a typed cashflow; calculateValid proves it valid. */
function example(changes: Record<string, unknown> = {}): Cashflow {
  const cashflow = exampleCashflow(changes);
  calculateValid(cashflow);
  return cashflow;
}

describe('withDriverChange', () => {
  it('charter rates: the expected future charter and the long-term average, the current charter as contracted', () => {
    const changed = withDriverChange(example(), 'charterRates', 1.1);
    expect(changed.averageTimeCharterCurr).toBe(13_500 * 1.1);
    expect(changed.expectedFutureCharterCurr).toBe(14_000 * 1.1);
    expect(changed.currentTimeCharterCurr).toBe(15_250);
    // A missing expected future charter is the long-term average (calculation.md section 2), so it moves with it.
    const withoutFuture = withDriverChange(example({ expectedFutureCharterCurr: null }), 'charterRates', 0.9);
    expect(withoutFuture.averageTimeCharterCurr).toBe(12_150);
    expect(withoutFuture.expectedFutureCharterCurr).toBe(12_150);
  });

  it('opex, steel price, off-hire days and docking cost: their one field, a missing one from its default', () => {
    expect(withDriverChange(example(), 'opex', 0.9).opexPerDayCurr).toBe(5_580);
    expect(withDriverChange(example(), 'steelPrice', 0.9).steelPricePerTonCurr).toBe(405);
    expect(withDriverChange(example({ steelPricePerTonCurr: null }), 'steelPrice', 0.5).steelPricePerTonCurr).toBe(100);
    expect(withDriverChange(example(), 'offHireDays', 0.5).offHireDaysPerYear).toBe(5);
    expect(withDriverChange(example({ offHireDaysPerYear: undefined }), 'offHireDays', 1.5).offHireDaysPerYear).toBe(15);
    expect(withDriverChange(example(), 'dockingCost', 0.5).dockingCostCurr).toBe(600_000);
    // The default docking cost is 0, and stays 0 whatever the factor.
    expect(withDriverChange(example({ dockingCostCurr: null }), 'dockingCost', 1.2).dockingCostCurr).toBe(0);
  });

  it('discount rate: the given one, or the WACC when there is none', () => {
    expect(withDriverChange(example({ discountRate: 0.08 }), 'discountRate', 0.5).discountRate).toBe(0.04);
    const wacc = scenario(calculateValid(example()), 'base').derived.wacc;
    expect(example().discountRate).toBeUndefined();
    expect(withDriverChange(example(), 'discountRate', 1.1).discountRate).toBe(wacc * 1.1);
    // 0 is a given rate, not a missing one.
    expect(withDriverChange(example({ discountRate: 0 }), 'discountRate', 1.1).discountRate).toBe(0);
  });

  it("base interest rate: every tranche's, a missing one from the tranche default 4 %; nothing else of a tranche", () => {
    const cashflow = example({
      tranches: [
        { value: 6_500_000, baseRate: 0.05, interest: 0.025, durationYears: 7 },
        { value: 3_000_000, interest: 0.03, durationYears: 5 },
      ],
    });
    const changed = withDriverChange(cashflow, 'baseInterestRate', 0.5);
    expect(changed.tranches).toEqual([
      { value: 6_500_000, baseRate: 0.025, interest: 0.025, durationYears: 7 },
      { value: 3_000_000, baseRate: 0.02, interest: 0.03, durationYears: 5 },
    ]);
    expect(withDriverChange(example({ tranches: [] }), 'baseInterestRate', 0.5).tranches).toEqual([]);
  });

  it('useful life: rounded to whole years, at least one year away', () => {
    expect(withDriverChange(example(), 'usefulLife', 0.9).economicUsefulLifeYears).toBe(23); // 22.5 rounds up
    expect(withDriverChange(example(), 'usefulLife', 1.1).economicUsefulLifeYears).toBe(28); // 27.5
    expect(withDriverChange(example({ economicUsefulLifeYears: null }), 'usefulLife', 1.2).economicUsefulLifeYears).toBe(26); // default 22
  });

  it('changes nothing else and never touches its argument', () => {
    for (const driver of sensitivityDrivers) {
      const cashflow = example({ discountRate: 0.07 });
      const before = structuredClone(cashflow);
      const changed = withDriverChange(cashflow, driver, 1.25);
      expect(cashflow).toEqual(before);
      const changedFields = Object.keys(changed).filter((field) => !Object.is(Reflect.get(changed, field), Reflect.get(cashflow, field)));
      expect(changedFields.length, driver).toBeGreaterThan(0);
      expect(changedFields.length, driver).toBeLessThanOrEqual(2);
      expect(withDriverChange(cashflow, driver, 1), driver).toEqual(cashflow);
    }
  });
});

describe('changedUsefulLife', () => {
  it('moves by the factor, rounded, but at least one year', () => {
    expect(changedUsefulLife(25, 0.9)).toBe(23);
    expect(changedUsefulLife(30, 1.1)).toBe(33);
    expect(changedUsefulLife(3, 1.1)).toBe(4); // 3.3 rounds to 3
    expect(changedUsefulLife(3, 0.9)).toBe(2); // 2.7 rounds to 3
    expect(changedUsefulLife(20, 0.5)).toBe(10);
    expect(changedUsefulLife(20, 1)).toBe(20);
  });
});
