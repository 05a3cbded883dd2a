import type { FieldError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { useCashflowDraftStore, type Draft } from '../../../lib/cashflow-draft';
import { changedPaths, replacesDraft, useErrorVisibility, visibleErrors } from './error-visibility';

const required = (field: string): FieldError => ({ field, rule: 'required', message: 'This value is required' });
const range = (field: string): FieldError => ({ field, rule: 'range', params: { min: 0 }, message: 'Must be at least 0' });
const errors = new Map<string, FieldError>([
  ['lightWeightTonnage', required('lightWeightTonnage')],
  ['constructionDate', required('constructionDate')],
  ['opexPerDayCurr', range('opexPerDayCurr')],
]);

describe('visibleErrors', () => {
  it('hides a missing value of a field nobody touched, and shows every error about a value', () => {
    expect([...visibleErrors(errors, new Set(), false).keys()]).toEqual(['opexPerDayCurr']);
  });

  it('shows a missing value once its field was edited', () => {
    expect([...visibleErrors(errors, new Set(['lightWeightTonnage']), false).keys()]).toEqual(['lightWeightTonnage', 'opexPerDayCurr']);
  });

  it('shows everything after a save was attempted', () => {
    expect([...visibleErrors(errors, new Set(), true).keys()]).toEqual(['lightWeightTonnage', 'constructionDate', 'opexPerDayCurr']);
  });
});

describe('changedPaths', () => {
  const base = { valuationDate: '2026-07-01', lightWeightTonnage: null, tranches: [{ value: 1, baseRate: 0.04 }], brokerValueEsimationsCurr: [1] } as Draft;

  it('names top-level fields, tranche fields and broker entries that changed', () => {
    const after = {
      ...base,
      lightWeightTonnage: 13_800,
      tranches: [{ value: 2, baseRate: 0.04 }],
      brokerValueEsimationsCurr: [3],
    } as Draft;
    expect(changedPaths(base, after).sort()).toEqual(['brokerValueEsimationsCurr.0', 'lightWeightTonnage', 'tranches.0.value']);
  });

  it('does not touch the empty fields of a tranche or broker entry just added', () => {
    const after = { ...base, tranches: [...(base.tranches ?? []), { value: null }], brokerValueEsimationsCurr: [1, null] } as Draft;
    expect(changedPaths(base, after)).toEqual([]);
  });
});

describe('replacesDraft', () => {
  const a = { valuationDate: '2026-07-01' } as Draft;
  const b = { valuationDate: '2026-08-01' } as Draft;

  it('is an edit when the draft was edited', () => {
    expect(replacesDraft({ draft: a, saved: null, edited: false }, { draft: b, saved: null, edited: true })).toBe(false);
  });

  it('is a replacement on start over, the example or another record', () => {
    expect(replacesDraft({ draft: a, saved: null, edited: true }, { draft: b, saved: null, edited: false })).toBe(true);
    expect(replacesDraft({ draft: a, saved: { id: 'x' }, edited: false }, { draft: b, saved: { id: 'y' }, edited: false })).toBe(true);
    expect(replacesDraft({ draft: a, saved: null, edited: false }, { draft: b, saved: { id: 'y' }, edited: false })).toBe(true);
  });

  it('is not a replacement when the edited draft comes back saved', () => {
    expect(replacesDraft({ draft: a, saved: null, edited: true }, { draft: b, saved: { id: 'x' }, edited: false })).toBe(false);
    expect(replacesDraft({ draft: a, saved: { id: 'x' }, edited: true }, { draft: b, saved: { id: 'x' }, edited: false })).toBe(false);
  });
});

describe('the touched fields of the draft being edited', () => {
  it('stay the same set while a field already touched is typed in again, so that nothing shown depends on the keystroke', () => {
    const { setField } = useCashflowDraftStore.getState();
    setField('opexPerDayCurr', 6200);
    const touched = useErrorVisibility.getState().touched;
    expect(touched.has('opexPerDayCurr')).toBe(true);
    setField('opexPerDayCurr', 6201);
    expect(useErrorVisibility.getState().touched).toBe(touched);
    setField('lightWeightTonnage', 13_800);
    expect([...useErrorVisibility.getState().touched]).toEqual(['opexPerDayCurr', 'lightWeightTonnage']);
  });
});
