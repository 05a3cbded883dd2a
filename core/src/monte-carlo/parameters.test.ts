import { describe, expect, it } from 'vitest';
import { monteCarloDefaults, validateMonteCarloParameters } from './parameters';

describe('simulation parameters (docs/monte-carlo.md section 5)', () => {
  it('takes the defaults for missing parameters, and for none at all', () => {
    expect(monteCarloDefaults).toEqual({ paths: 10000, seed: 1, volatility: 0.25, reversion: 0.5, valueReversion: 0.1, opexVolatility: 0, scrapVolatility: 0 });
    expect(validateMonteCarloParameters(undefined)).toEqual({ ok: true, parameters: monteCarloDefaults });
    expect(validateMonteCarloParameters({ paths: 500, volatility: 0.4 })).toEqual({
      ok: true,
      parameters: { ...monteCarloDefaults, paths: 500, volatility: 0.4 },
    });
    expect(validateMonteCarloParameters({ seed: null })).toEqual({ ok: true, parameters: monteCarloDefaults });
  });

  it('accepts the ends of every range', () => {
    const low = { paths: 1, seed: 0, volatility: 0, reversion: 0, valueReversion: 0, opexVolatility: 0, scrapVolatility: 0 };
    const high = { paths: 100000, seed: 4294967295, volatility: 1, reversion: 5, valueReversion: 5, opexVolatility: 0.5, scrapVolatility: 1 };
    expect(validateMonteCarloParameters(low)).toEqual({ ok: true, parameters: low });
    expect(validateMonteCarloParameters(high)).toEqual({ ok: true, parameters: high });
  });

  it('names each value outside its range, not whole or not a number as monteCarlo.<name>', () => {
    const outcome = validateMonteCarloParameters({
      paths: 100001,
      seed: 1.5,
      volatility: -0.1,
      reversion: 'fast',
      valueReversion: 5.5,
      opexVolatility: 0.6,
      scrapVolatility: Number.POSITIVE_INFINITY,
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map(({ field, rule, params }) => ({ field, rule, params }))).toEqual([
      { field: 'monteCarlo.paths', rule: 'range', params: { min: 1, max: 100000 } },
      { field: 'monteCarlo.seed', rule: 'integer', params: undefined },
      { field: 'monteCarlo.volatility', rule: 'range', params: { min: 0, max: 1 } },
      { field: 'monteCarlo.reversion', rule: 'number', params: undefined },
      { field: 'monteCarlo.valueReversion', rule: 'range', params: { min: 0, max: 5 } },
      { field: 'monteCarlo.opexVolatility', rule: 'range', params: { min: 0, max: 0.5 } },
      { field: 'monteCarlo.scrapVolatility', rule: 'number', params: undefined },
    ]);
    expect(outcome.errors[0]?.message).toBe('must be between 1 and 100000');
  });

  it('refuses an unknown name, so that a misspelt parameter is not silently its default', () => {
    expect(validateMonteCarloParameters({ volatilty: 0.3 })).toMatchObject({ ok: false, errors: [{ field: 'monteCarlo.volatilty', rule: 'unknownField' }] });
  });

  it('refuses parameters that are not an object', () => {
    expect(validateMonteCarloParameters([1, 2])).toMatchObject({ ok: false, errors: [{ field: 'monteCarlo', rule: 'object' }] });
  });
});
