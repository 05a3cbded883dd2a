import type { FieldError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { formOfParameters, newSeed, parametersOfForm, splitRunErrors } from './monte-carlo-form';

const defaults = { paths: 10000, seed: 1, volatility: 0.25, reversion: 0.5, valueReversion: 0.1, opexVolatility: 0, scrapVolatility: 0.07 };

describe('the Monte Carlo form', () => {
  it('shows the volatilities in percent and the rest, both reversion speeds included, as they are', () => {
    expect(formOfParameters(defaults)).toEqual({
      paths: 10000,
      seed: 1,
      volatility: 25,
      reversion: 0.5,
      valueReversion: 0.1,
      opexVolatility: 0,
      scrapVolatility: 7,
    });
  });

  it('gives core the volatilities as decimals without binary noise (7 % is 0.07), and an empty field as null', () => {
    expect(parametersOfForm(formOfParameters(defaults))).toEqual(defaults);
    const form = { paths: null, seed: 4294967295, volatility: 1.1, reversion: null, valueReversion: 0.05, opexVolatility: 0, scrapVolatility: null };
    expect(parametersOfForm(form)).toEqual({
      paths: null,
      seed: 4294967295,
      volatility: 0.011,
      reversion: null,
      valueReversion: 0.05,
      opexVolatility: 0,
      scrapVolatility: null,
    });
  });

  it('draws a new seed from the random source, as an unsigned 32-bit integer', () => {
    expect(newSeed((array) => array.fill(4294967295))).toBe(4294967295);
    const seed = newSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed <= 4294967295).toBe(true);
  });
});

describe('the errors of a run', () => {
  const error = (field: string): FieldError => ({ field, rule: 'range', message: `${field} is out of range` });

  it('puts the errors of the parameters beside their fields and leaves the cashflow’s to the form', () => {
    const split = splitRunErrors([
      error('monteCarlo.volatility'),
      error('monteCarlo.paths'),
      error('monteCarlo.valueReversion'),
      error('opexPerDayCurr'),
      error('monteCarlo.unknown'),
    ]);
    expect(split.parameters).toEqual({
      volatility: error('monteCarlo.volatility'),
      paths: error('monteCarlo.paths'),
      valueReversion: error('monteCarlo.valueReversion'),
    });
    expect(split.cashflow).toEqual([error('opexPerDayCurr'), error('monteCarlo.unknown')]);
  });
});
