import { describe, expect, it } from 'vitest';
import { utility } from '@keelson/core';
import { workedExampleCashflow } from '@keelson/core/examples';
import { alternativeMetrics } from './metrics';

/** The worked example's input. */
const example: Record<string, unknown> = workedExampleCashflow;

describe('alternativeMetrics', () => {
  it('resolves saved and draft links per alternative', () => {
    const metrics = alternativeMetrics({
      alternatives: [{ id: 'a', useDraftCashflow: true }, { id: 'b', cashflowId: 'c1' }, { id: 'c', cashflowId: 'missing' }, { id: 'd' }],
      cashflows: [{ ...example, id: 'c1' }],
      draftCashflow: example,
    });
    expect(Object.keys(metrics)).toEqual(['a', 'b']);
    expect(metrics.a).toEqual(utility.metricsOfCashflow(example));
    expect(metrics.b).toEqual(metrics.a);
  });
});

describe('alternativeMetrics without figures', () => {
  it('gives none for a draft that cannot be calculated, and does not calculate a draft no alternative links', () => {
    expect(alternativeMetrics({ alternatives: [{ id: 'a', useDraftCashflow: true }], cashflows: [], draftCashflow: { title: 'incomplete' } })).toEqual({});
    expect(alternativeMetrics({ alternatives: [{ id: 'a' }], cashflows: [], draftCashflow: example })).toEqual({});
  });
});
