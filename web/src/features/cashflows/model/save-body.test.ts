import type { SavedCashflow } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { splitSaved } from '../../../lib/cashflow-draft';
import { newTranche, saveBody } from './save-body';

const record: SavedCashflow = {
  id: '6f1c1f7e-2f57-4a3e-9a55-0d3a3b0f4c11',
  ownerId: '0b7e6c2a-3f8d-4d3e-8a55-1e2b3c4d5e6f',
  updated: '2026-07-01T10:00:00.000Z',
  readonlyIds: ['a3bb189e-8bf9-3888-9912-ace4e6543002'],
  title: 'Panamax',
  lightWeightTonnage: 12_000,
};

describe('newTranche', () => {
  it('offers a new tranche disbursed today with the default rates left to the placeholders', () => {
    expect(newTranche('2026-07-01')).toEqual({ value: null, baseRate: null, interest: null, durationYears: null, disbursementDate: '2026-07-01' });
  });
});

describe('saveBody', () => {
  it('creates with the fields and no stamp', () => {
    expect(saveBody({ title: 'New' }, null)).toEqual({ title: 'New', readonlyIds: [] });
  });

  it('updates with the stamp it was based on and the record read-only ids', () => {
    const { draft, saved } = splitSaved(record);
    expect(saveBody({ ...draft, title: 'Renamed' }, saved)).toEqual({
      title: 'Renamed',
      lightWeightTonnage: 12_000,
      updated: record.updated,
      readonlyIds: record.readonlyIds,
    });
  });

  it('leaves out broker estimates that are still empty', () => {
    expect(saveBody({ brokerValueEsimationsCurr: [16_500_000, null, 17_250_000] }, null).brokerValueEsimationsCurr).toEqual([16_500_000, 17_250_000]);
    expect(saveBody({ brokerValueEsimationsCurr: null }, null).brokerValueEsimationsCurr).toBeNull();
    expect(saveBody({}, null)).not.toHaveProperty('brokerValueEsimationsCurr');
  });

  it('sends a new list of read-only ids when one is added', () => {
    const { draft, saved } = splitSaved(record);
    const ids = [...saved.readonlyIds, 'b1c2d3e4-0000-4000-8000-000000000001'];
    expect(saveBody(draft, saved, ids).readonlyIds).toEqual(ids);
    expect(saveBody(draft, null, ids.slice(1))).toEqual({ ...draft, readonlyIds: ids.slice(1) });
  });
});
