import { calculate } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { shallow } from 'zustand/shallow';
import { calculationInputsOf } from './calculation-inputs';
import { loadExampleCashflow } from './example-cashflow';

describe('calculationInputsOf', () => {
  const example = loadExampleCashflow({ title: 'Example', shipName: 'Example Trader' });

  it('leaves out what the calculation ignores and keeps every other entry as it is', () => {
    const inputs = calculationInputsOf(example);
    for (const ignored of ['title', 'shipName', 'shipType', 'imoNumber', 'currency', 'deadWeightTonnage']) expect(inputs).not.toHaveProperty(ignored);
    expect(inputs.opexPerDayCurr).toBe(example.opexPerDayCurr);
    expect(inputs.tranches).toBe(example.tranches);
    expect(Object.keys(inputs).length).toBeGreaterThan(30);
  });

  it('gives core the same results as the whole draft, also with ignored fields core would not accept', () => {
    const whole = calculate({ ...example, title: 'x'.repeat(500), deadWeightTonnage: -5, currency: 'EUR' });
    expect(whole.ok).toBe(true);
    expect(calculate(calculationInputsOf(example))).toEqual(whole);
  });

  it('is shallowly the same after a change of an ignored field, and not after a change of an input', () => {
    const inputs = calculationInputsOf(example);
    expect(shallow(inputs, calculationInputsOf({ ...example, shipName: 'Another name', title: null }))).toBe(true);
    expect(shallow(inputs, calculationInputsOf({ ...example, opexPerDayCurr: 6201 }))).toBe(false);
    expect(shallow(inputs, calculationInputsOf({ ...example, scenarios: [] }))).toBe(false);
  });
});
