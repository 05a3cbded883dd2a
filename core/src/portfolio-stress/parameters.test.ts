import { describe, expect, it } from 'vitest';
import { stressDefaults, validateStressParameters } from './parameters';

const fieldsOf = (parameters: unknown) => {
  const outcome = validateStressParameters(parameters);
  return outcome.ok ? [] : outcome.errors.map(({ field, rule }) => `${field} ${rule}`);
};

describe('validateStressParameters (docs/portfolio-stress.md section 7)', () => {
  it('takes the defaults for what is missing', () => {
    expect(validateStressParameters(undefined)).toEqual({ ok: true, parameters: stressDefaults });
    expect(validateStressParameters({ paths: 500, correlation: null })).toEqual({ ok: true, parameters: { ...stressDefaults, paths: 500 } });
    expect(stressDefaults).toEqual({ paths: 10000, seed: 1, volatility: 0.25, reversion: 0.5, valueReversion: 0.1, correlation: 0.6 });
  });

  it('names every bad value stress.<name>', () => {
    expect(fieldsOf({ paths: 99, seed: 1.5, volatility: 2, reversion: 'x', correlation: 1.1, volatilty: 0.2 })).toEqual([
      'stress.paths range',
      'stress.seed integer',
      'stress.volatility range',
      'stress.reversion number',
      'stress.correlation range',
      'stress.volatilty unknownField',
    ]);
    expect(fieldsOf([])).toEqual(['stress object']);
  });

  it('accepts a symmetric, unit-diagonal, positive semidefinite matrix keyed by segment', () => {
    const correlation = { A: { A: 1, B: 0.5 }, B: { A: 0.5, B: 1 } };
    expect(validateStressParameters({ correlation })).toEqual({ ok: true, parameters: { ...stressDefaults, correlation } });
  });

  it('refuses a matrix with a missing, unknown, out-of-range, asymmetric or non-unit entry, or that is not positive semidefinite', () => {
    expect(fieldsOf({ correlation: { A: { A: 1 }, B: { A: 0.5, B: 1, C: 0 } } })).toEqual([
      'stress.correlation.A.B required',
      'stress.correlation.B.C unknownField',
    ]);
    expect(fieldsOf({ correlation: { A: { A: 1, B: 1.5 }, B: { A: 0.5, B: 1 } } })).toEqual(['stress.correlation.A.B range']);
    expect(fieldsOf({ correlation: { A: { A: 1, B: 0.4 }, B: { A: 0.5, B: 0.9 } } })).toEqual([
      'stress.correlation.B.B invalid',
      'stress.correlation.B.A invalid',
    ]);
    const notSemidefinite = { A: { A: 1, B: 0.9, C: -0.9 }, B: { A: 0.9, B: 1, C: 0.9 }, C: { A: -0.9, B: 0.9, C: 1 } };
    const outcome = validateStressParameters({ correlation: notSemidefinite });
    expect(outcome.ok ? [] : outcome.errors).toEqual([
      { field: 'stress.correlation', rule: 'invalid', message: 'must be positive semidefinite: no segments can have these correlations together' },
    ]);
    expect(fieldsOf({ correlation: 'high' })).toEqual(['stress.correlation invalid']);
  });
});
