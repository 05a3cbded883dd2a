import { describe, expect, it } from 'vitest';
import { workedExampleCashflow, workedExampleV3Cashflow } from '../../examples';
import { calculateValid } from '../test-support/cashflows';
import type { Cashflow } from './cashflow-schema';
import { readImoNumber } from './imo-number';
import { plausibilityWarnings } from './plausibility';
import type { TypicalShipValues } from './plausibility-ranges';

// The Kamsarmax entry of server/src/ship-types/ship-types.data.ts, the ship type of the worked example.
const kamsarmax: TypicalShipValues = {
  opexPerDayCurr: 6_200,
  dockingCostCurr: 1_200_000,
  economicUsefulLifeYears: 25,
  lightWeightTonnage: 13_800,
  deadWeightTonnageMin: 70_000,
  deadWeightTonnageMax: 89_999,
};

/** The warnings of a cashflow with its own derived values, as the cashflow screen asks for them. */
function warningsOf(cashflow: Cashflow, shipType: TypicalShipValues | null = kamsarmax) {
  return plausibilityWarnings({ cashflow, shipType, derived: calculateValid(cashflow)[0]?.derived ?? null });
}

describe('readImoNumber (IMO Resolution A.1117(30))', () => {
  it('accepts a number whose seventh digit is its check digit: 9074729 gives 139 → 9', () => {
    expect(readImoNumber('9074729')).toBe('valid');
    expect(readImoNumber('IMO 9074729')).toBe('valid');
    expect(readImoNumber(' imo9074729 ')).toBe('valid');
    // the worked example's: 63 + 18 + 45 + 20 + 0 + 8 = 154 → 4
    expect(readImoNumber('9395044')).toBe('valid');
  });

  it('refuses a wrong check digit: 9701234 gives 121 → 1, not 4', () => {
    expect(readImoNumber('9701234')).toBe('wrongCheckDigit');
    expect(readImoNumber('9074728')).toBe('wrongCheckDigit');
  });

  it('refuses what is not seven digits', () => {
    for (const text of ['ABC', '907472', '90747290', 'IMO', '9074-729', 'MMSI 9074729']) expect(readImoNumber(text)).toBe('notANumber');
  });
});

describe('plausibilityWarnings (docs/plausibility.md)', () => {
  it('finds nothing to question in the two worked examples', () => {
    expect(warningsOf(workedExampleCashflow)).toEqual([]);
    expect(warningsOf(workedExampleV3Cashflow)).toEqual([]);
    expect(warningsOf(workedExampleCashflow, null)).toEqual([]);
  });

  it('questions opex "6.500" read in English as 6.5 $/day: the Kamsarmax range is 0.6 × 6,200 to 1.6 × 6,200', () => {
    const cashflow = { ...workedExampleCashflow, opexPerDayCurr: 6.5 };
    expect(warningsOf(cashflow)).toEqual([{ field: 'opexPerDayCurr', rule: 'shipTypeRange', params: { value: 6.5, min: 3_720, max: 9_920 } }]);
    expect(warningsOf({ ...cashflow, shipType: null }, null)).toEqual([
      { field: 'opexPerDayCurr', rule: 'usualRange', params: { value: 6.5, min: 3_500, max: 25_000 } },
    ]);
  });

  it('questions a 50 m loan on a ship worth 25.5 m: the engine’s LTV at drawdown is 196 %', () => {
    const cashflow: Cashflow = {
      ...workedExampleCashflow,
      brokerValueEsimationsCurr: [25_500_000],
      freshLiquidityCurr: 0,
      tranches: [{ value: 50_000_000, baseRate: 0.04, interest: 0.025, durationYears: 7, disbursementDate: '2026-07-01' }],
    };
    const warnings = warningsOf(cashflow);
    expect(warnings).toEqual([{ field: 'tranches.0.value', rule: 'loanAboveValue', params: { ltv: expect.closeTo(50 / 25.5, 12), max: 1 } }]);
  });

  it('leaves the loan alone while the draft does not calculate: there is no LTV to hold it against', () => {
    const cashflow = { ...workedExampleCashflow, tranches: [{ value: 50_000_000, baseRate: 0.04, interest: 0.025, durationYears: 7 }] };
    expect(plausibilityWarnings({ cashflow, shipType: kamsarmax, derived: null })).toEqual([]);
  });

  it('checks the IMO number with its check digit, and leaves an empty one alone', () => {
    expect(warningsOf({ ...workedExampleCashflow, imoNumber: '9701234' })).toEqual([{ field: 'imoNumber', rule: 'imoCheckDigit', params: {} }]);
    expect(warningsOf({ ...workedExampleCashflow, imoNumber: 'ABC' })).toEqual([{ field: 'imoNumber', rule: 'imoFormat', params: {} }]);
    expect(warningsOf({ ...workedExampleCashflow, imoNumber: 'IMO 9074729' })).toEqual([]);
    expect(warningsOf({ ...workedExampleCashflow, imoNumber: null })).toEqual([]);
  });

  it('holds values against the light weight: 165 m on 13,800 t is 11,957 per tonne, 1 m is 72', () => {
    const warnings = warningsOf({ ...workedExampleCashflow, brokerValueEsimationsCurr: [16_500_000, 165_000_000], purchasePriceAtConstructionCurr: 1_000_000 });
    expect(warnings).toContainEqual({
      field: 'brokerValueEsimationsCurr.1',
      rule: 'valuePerLightTonne',
      params: { value: expect.closeTo(165_000_000 / 13_800, 9), min: 150, max: 10_000 },
    });
    expect(warnings).toContainEqual({
      field: 'purchasePriceAtConstructionCurr',
      rule: 'valuePerLightTonne',
      params: { value: expect.closeTo(1_000_000 / 13_800, 9), min: 150, max: 10_000 },
    });
    expect(warnings.some((warning) => warning.field === 'brokerValueEsimationsCurr.0')).toBe(false);
  });

  it('names a broker estimate by its place in the draft, an entry still being typed (null) included', () => {
    const cashflow = { ...workedExampleCashflow, brokerValueEsimationsCurr: [null, 165_000_000] };
    expect(plausibilityWarnings({ cashflow, shipType: kamsarmax, derived: null }).map((warning) => warning.field)).toEqual(['brokerValueEsimationsCurr.1']);
  });

  it('holds the other fields against their ranges, the ship type’s where it has one', () => {
    const cashflow: Cashflow = {
      ...workedExampleCashflow,
      dockingCostCurr: 120_000,
      economicUsefulLifeYears: 40,
      lightWeightTonnage: 30_000,
      deadWeightTonnage: 180_000,
      averageTimeCharterCurr: 5_000,
      currentTimeCharterCurr: 1_000_000,
      offHireDaysPerYear: 60,
      tranches: [{ value: 6_500_000, baseRate: 0.12, interest: 0.002, durationYears: 7, disbursementDate: '2026-07-01' }],
    };
    const warnings = plausibilityWarnings({ cashflow, shipType: kamsarmax, derived: null });
    expect(warnings).toEqual([
      { field: 'economicUsefulLifeYears', rule: 'shipTypeRange', params: { value: 40, min: 20, max: 30 } },
      { field: 'deadWeightTonnage', rule: 'shipTypeRange', params: { value: 180_000, min: 70_000, max: 89_999 } },
      { field: 'lightWeightTonnage', rule: 'shipTypeRange', params: { value: 30_000, min: 9_660, max: 19_320 } },
      { field: 'currentTimeCharterCurr', rule: 'usualRange', params: { value: 1_000_000, min: 2_000, max: 200_000 } },
      { field: 'dockingCostCurr', rule: 'shipTypeRange', params: { value: 120_000, min: 480_000, max: 3_000_000 } },
      { field: 'averageTimeCharterCurr', rule: 'charterBelowOpex', params: { opex: 6_200 } },
      { field: 'offHireDaysPerYear', rule: 'usualRange', params: { value: 60, min: 2, max: 30 } },
      { field: 'tranches.0.interest', rule: 'usualRange', params: { value: 0.002, min: 0.005, max: 0.06 } },
      { field: 'tranches.0.baseRate', rule: 'usualRange', params: { value: 0.12, min: 0, max: 0.08 } },
    ]);
  });

  it('applies the money ranges in USD and EUR only, and never questions a docking cost of 0 or a missing value', () => {
    const odd = {
      ...workedExampleCashflow,
      opexPerDayCurr: 650_000,
      averageTimeCharterCurr: 1_400_000,
      currentTimeCharterCurr: null,
      expectedFutureCharterCurr: null,
    };
    expect(plausibilityWarnings({ cashflow: { ...odd, currency: 'JPY' }, shipType: kamsarmax, derived: null })).toEqual([]);
    expect(plausibilityWarnings({ cashflow: { ...odd, currency: 'EUR' }, shipType: kamsarmax, derived: null }).map((warning) => warning.field)).toEqual([
      'averageTimeCharterCurr',
      'opexPerDayCurr',
    ]);
    expect(plausibilityWarnings({ cashflow: { dockingCostCurr: 0 }, shipType: kamsarmax, derived: null })).toEqual([]);
    expect(plausibilityWarnings({ cashflow: {}, shipType: null, derived: null })).toEqual([]);
  });
});
