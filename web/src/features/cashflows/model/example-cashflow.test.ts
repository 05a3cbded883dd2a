import { calculate } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { workedExampleCashflow } from '@keelson/core/examples';
import { exampleCashflow, loadExampleCashflow } from './example-cashflow';

describe('the example offered by "Load example"', () => {
  it('is the input of the worked example, field for field', () => {
    expect(exampleCashflow).toEqual(workedExampleCashflow);
  });

  it('calculates to the worked example figures (SH = (16.5m + 17.25m + 16.8m) / 3 = 16.85m)', () => {
    const outcome = calculate(loadExampleCashflow());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.results[0]?.derived.secondHandPrice).toBe(16_850_000);
    expect(outcome.results[0]?.derived.totalAcquisitionCost).toBe(17_068_500);
  });

  it('hands out copies that can be edited freely', () => {
    const copy = loadExampleCashflow();
    copy.tranches?.pop();
    expect(exampleCashflow.tranches).toHaveLength(2);
  });
});
