import type { ShipType } from './ship-type';

/** The chosen ship type's typical values that plausibility holds a cashflow against (docs/plausibility.md section 1). */
export type TypicalShipValues = Pick<
  ShipType,
  'opexPerDayCurr' | 'dockingCostCurr' | 'economicUsefulLifeYears' | 'lightWeightTonnage' | 'deadWeightTonnageMin' | 'deadWeightTonnageMax'
>;

export type Range = { min: number; max: number };

/** A band around a typical value, in whole units. */
const band = (typical: number, low: number, high: number): Range => ({ min: Math.round(typical * low), max: Math.round(typical * high) });

/**
 * The ranges of docs/plausibility.md section 2, each with its reason there: the ship type's where one is known
 * (`typed`), else the generic ones (the bands of all the types taken together); null where there is no generic range.
 */
export const plausibilityRanges = {
  opexPerDayCurr: { typed: (type: TypicalShipValues) => band(type.opexPerDayCurr, 0.6, 1.6), generic: { min: 3_500, max: 25_000 } },
  dockingCostCurr: { typed: (type: TypicalShipValues) => band(type.dockingCostCurr, 0.4, 2.5), generic: { min: 250_000, max: 9_500_000 } },
  economicUsefulLifeYears: {
    typed: (type: TypicalShipValues) => ({ min: type.economicUsefulLifeYears - 5, max: type.economicUsefulLifeYears + 5 }),
    generic: { min: 20, max: 40 },
  },
  lightWeightTonnage: { typed: (type: TypicalShipValues) => band(type.lightWeightTonnage, 0.7, 1.4), generic: null },
  deadWeightTonnage: { typed: (type: TypicalShipValues) => ({ min: type.deadWeightTonnageMin, max: type.deadWeightTonnageMax }), generic: null },
} as const satisfies Record<string, { typed: (type: TypicalShipValues) => Range; generic: Range | null }>;

/** Ranges that no ship type narrows. */
export const charterRateRange: Range = { min: 2_000, max: 200_000 };
export const offHireDaysRange: Range = { min: 2, max: 30 };
export const marginRange: Range = { min: 0.005, max: 0.06 };
export const baseRateRange: Range = { min: 0, max: 0.08 };
/** Money per tonne of light weight: below any demolition price of two decades, above the dearest newbuilding. */
export const valuePerLightTonneRange: Range = { min: 150, max: 10_000 };
/** The loan-to-value at drawdown above which the loans exceed the ship's second-hand price. */
export const maxLtvAtAcquisition = 1;

/** The currencies whose amounts the money ranges (US dollars of 2024) apply to; a missing currency is USD. */
export const rangedCurrencies: readonly string[] = ['USD', 'EUR'];
