import { describe, expect, it } from 'vitest';
import { utility } from '@keelson/core';
import { workedExampleCashflow } from '@keelson/core/examples';
import { alternativeMetrics, linkableCashflows } from './metrics';

/** The worked example's input. */
const example: Record<string, unknown> = workedExampleCashflow;
/** What a save of some cashflow stored: deliberately not the example's, so that nothing is calculated again. */
const stored = { priceToDcfValue: 1.1, minDscr: 0.9, maxLtv: 0.7 };

describe('alternativeMetrics', () => {
  it("takes a saved link's stored metrics and calculates the draft's", () => {
    const metrics = alternativeMetrics({
      alternatives: [{ id: 'a', useDraftCashflow: true }, { id: 'b', cashflowId: 'c1' }, { id: 'c', cashflowId: 'missing' }, { id: 'd' }],
      cashflows: [{ id: 'c1', metrics: stored }],
      draftCashflow: example,
    });
    expect(Object.keys(metrics)).toEqual(['a', 'b']);
    expect(metrics.a).toEqual(utility.metricsOfCashflow(example));
    expect(metrics.b).toBe(stored);
  });
});

describe('alternativeMetrics without figures', () => {
  it('gives none for a cashflow without stored metrics or a draft that cannot be calculated, and calculates no draft that no alternative links', () => {
    expect(alternativeMetrics({ alternatives: [{ id: 'a', cashflowId: 'c1' }], cashflows: [{ id: 'c1', metrics: null }] })).toEqual({});
    expect(alternativeMetrics({ alternatives: [{ id: 'a', useDraftCashflow: true }], cashflows: [], draftCashflow: { title: 'incomplete' } })).toEqual({});
    expect(alternativeMetrics({ alternatives: [{ id: 'a' }], cashflows: [], draftCashflow: example })).toEqual({});
  });
});

describe('linkableCashflows', () => {
  it("keeps the analysis owner's cashflows of an administrator's list of everyone's", () => {
    const cashflows = [
      { id: 'c1', ownerId: 'ann' },
      { id: 'c2', ownerId: 'bob' },
      { id: 'c3', ownerId: 'ann' },
    ];
    expect(linkableCashflows(cashflows, 'ann').map((cashflow) => cashflow.id)).toEqual(['c1', 'c3']);
  });
});
