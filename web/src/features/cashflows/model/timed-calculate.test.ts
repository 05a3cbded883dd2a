import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadExampleCashflow } from './example-cashflow';
import { recomputeMeasure, timedCalculate } from './timed-calculate';

describe('timedCalculate', () => {
  afterEach(() => {
    performance.clearMeasures(recomputeMeasure);
    vi.restoreAllMocks();
  });

  it('gives both scenarios of a complete cashflow, base first', () => {
    const outcome = timedCalculate(loadExampleCashflow());
    expect(outcome.status).toBe('ok');
    if (outcome.status === 'ok') expect(outcome.results.map((result) => result.scenario)).toEqual(['base', 'longTermAverage']);
  });

  it('names the missing fields of an incomplete draft', () => {
    const outcome = timedCalculate({ ...loadExampleCashflow(), lightWeightTonnage: null, tranches: [{ value: null }] });
    expect(outcome).toEqual({
      status: 'invalid',
      errors: expect.arrayContaining([
        expect.objectContaining({ field: 'lightWeightTonnage', rule: 'required' }),
        expect.objectContaining({ field: 'tranches.0.value', rule: 'required' }),
      ]),
    });
  });

  it('records one measure per recompute', () => {
    timedCalculate(loadExampleCashflow());
    timedCalculate({});
    expect(performance.getEntriesByName(recomputeMeasure, 'measure')).toHaveLength(2);
  });

  it('reports an unexpected exception as failed instead of throwing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hostile = Object.defineProperty({}, 'valuationDate', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(timedCalculate(hostile)).toEqual({ status: 'failed' });
  });
});
