import type { ShipType } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { shipTypeFill } from './ship-type-fill';

const kamsarmax: ShipType = {
  code: 'BULK_KAMSARMAX',
  name: 'Kamsarmax bulk carrier',
  clarksonsSegment: 'Bulkcarrier / Kamsarmax',
  category: 'bulk carrier',
  deadWeightTonnageMin: 80_000,
  deadWeightTonnageMax: 85_000,
  deadWeightTonnage: 82_000,
  lightWeightTonnage: 13_800,
  economicUsefulLifeYears: 25,
  opexPerDayCurr: 6_200,
  dockingCostCurr: 1_200_000,
  dockingDays: 14,
  sources: ['a public source'],
};

describe('shipTypeFill', () => {
  it('takes the code and the typical figures, and nothing else', () => {
    expect(shipTypeFill(kamsarmax)).toEqual({
      shipType: 'BULK_KAMSARMAX',
      clarksonsSegment: 'Bulkcarrier / Kamsarmax',
      deadWeightTonnage: 82_000,
      lightWeightTonnage: 13_800,
      economicUsefulLifeYears: 25,
      opexPerDayCurr: 6_200,
      dockingCostCurr: 1_200_000,
      dockingDays: 14,
    });
  });
});
