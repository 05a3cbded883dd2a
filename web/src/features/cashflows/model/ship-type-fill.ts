import type { Cashflow, ShipType } from '@keelson/core';

/** The fields that choosing a ship type fills with its typical values. */
export type ShipTypeFill = Pick<
  Cashflow,
  | 'shipType'
  | 'clarksonsSegment'
  | 'deadWeightTonnage'
  | 'lightWeightTonnage'
  | 'economicUsefulLifeYears'
  | 'opexPerDayCurr'
  | 'dockingCostCurr'
  | 'dockingDays'
>;

/** What choosing a ship type changes in the draft: its code and its typical figures. */
export function shipTypeFill(shipType: ShipType): ShipTypeFill {
  return {
    shipType: shipType.code,
    clarksonsSegment: shipType.clarksonsSegment,
    deadWeightTonnage: shipType.deadWeightTonnage,
    lightWeightTonnage: shipType.lightWeightTonnage,
    economicUsefulLifeYears: shipType.economicUsefulLifeYears,
    opexPerDayCurr: shipType.opexPerDayCurr,
    dockingCostCurr: shipType.dockingCostCurr,
    dockingDays: shipType.dockingDays,
  };
}
