import { cashflowDefaults, type SavedCashflow } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { cashflowOfDraft, newDraft, splitSaved, todayText } from './cashflow-draft';

const record: SavedCashflow = {
  id: '6f1c1f7e-2f57-4a3e-9a55-0d3a3b0f4c11',
  ownerId: '0b7e6c2a-3f8d-4d3e-8a55-1e2b3c4d5e6f',
  updated: '2026-07-01T10:00:00.000Z',
  readonlyIds: ['a3bb189e-8bf9-3888-9912-ace4e6543002'],
  title: 'Panamax',
  lightWeightTonnage: 12_000,
};

describe('todayText', () => {
  it('writes the local calendar day with leading zeros', () => {
    expect(todayText(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayText(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('newDraft', () => {
  it('starts from the defaults, valued today, with the required fields empty', () => {
    const draft = newDraft('2026-07-01');
    expect(draft).toMatchObject(cashflowDefaults);
    expect(draft.valuationDate).toBe('2026-07-01');
    expect(draft.brokerValueEsimationsCurr).toEqual([]);
    expect(draft.tranches).toEqual([]);
    expect(draft.lightWeightTonnage).toBeUndefined();
    expect(draft.equityYield).toBeUndefined();
  });
});

describe('saved records', () => {
  it('splits a record into its fields and its identity', () => {
    const { draft, saved } = splitSaved(record);
    expect(draft).toEqual({ title: 'Panamax', lightWeightTonnage: 12_000 });
    expect(saved).toEqual({ id: record.id, ownerId: record.ownerId, updated: record.updated, readonlyIds: record.readonlyIds });
  });

  it('drops broker estimates that are still being typed, for a calculation or a save', () => {
    expect(cashflowOfDraft({ title: 'x', brokerValueEsimationsCurr: [1, null] })).toEqual({ title: 'x', brokerValueEsimationsCurr: [1] });
    expect(cashflowOfDraft({ brokerValueEsimationsCurr: null })).toEqual({ brokerValueEsimationsCurr: null });
    expect(cashflowOfDraft({})).not.toHaveProperty('brokerValueEsimationsCurr');
  });
});
