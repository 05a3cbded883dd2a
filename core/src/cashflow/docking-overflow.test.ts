import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { calculateValid, exampleCashflow, scenario } from '../test-support/cashflows';

describe('a docking interval too long to add to a date', () => {
  it('means no docking before EOL, as a long finite one does, instead of an endless loop', () => {
    // 1.5e307 years × 12 months overflows to Infinity: every docking date is NaN.
    const endless = scenario(calculateValid(exampleCashflow({ dockingIntervalYears: 1.5e307 })), 'base');
    const long = scenario(calculateValid(exampleCashflow({ dockingIntervalYears: 1000 })), 'base');
    expect(endless.derived.nextDockingDate).toBeNull();
    expect(endless.kpis).toEqual(long.kpis);
    expect(endless.periods).toEqual(long.periods);
  });

  it('answers within a moment for the largest number there is', () => {
    const started = Date.now();
    expect(calculate(exampleCashflow({ dockingIntervalYears: 1e308 })).ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
