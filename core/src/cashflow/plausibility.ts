import type { FieldRuleParams } from '../errors/field-rules';
import { isMissing, type Cashflow } from './cashflow-schema';
import { readImoNumber } from './imo-number';
import {
  baseRateRange,
  charterRateRange,
  marginRange,
  maxLtvAtAcquisition,
  offHireDaysRange,
  plausibilityRanges,
  rangedCurrencies,
  valuePerLightTonneRange,
  type Range,
  type TypicalShipValues,
} from './plausibility-ranges';
import type { Derived } from './result-types';

/** The closed set of plausibility rules (docs/plausibility.md); the web words each beside its field. */
export const plausibilityRules = [
  'shipTypeRange',
  'usualRange',
  'valuePerLightTonne',
  'loanAboveValue',
  'charterBelowOpex',
  'imoFormat',
  'imoCheckDigit',
] as const;
export type PlausibilityRule = (typeof plausibilityRules)[number];

/**
 * A value a credit analyst would question, by the path its field errors use (`opexPerDayCurr`, `tranches.0.value`).
 * Params: shipTypeRange, usualRange, valuePerLightTonne `value`, `min`, `max`; loanAboveValue `ltv`, `max`;
 * charterBelowOpex `opex`; the IMO rules none.
 */
export type PlausibilityWarning = { field: string; rule: PlausibilityRule; params: FieldRuleParams };

/**
 * The fields plausibility reads: the web follows only these (as it follows the calculation's inputs), and the type of
 * `PlausibilityInput.cashflow` keeps the list complete.
 */
export const plausibilityFields = [
  'imoNumber',
  'currency',
  'economicUsefulLifeYears',
  'deadWeightTonnage',
  'lightWeightTonnage',
  'purchasePriceAtConstructionCurr',
  'currentMarketPriceNewBuildCurr',
  'brokerValueEsimationsCurr',
  'ownerValueEnvisagedCurr',
  'averageTimeCharterCurr',
  'currentTimeCharterCurr',
  'expectedFutureCharterCurr',
  'offHireDaysPerYear',
  'opexPerDayCurr',
  'dockingCostCurr',
  'tranches',
] as const satisfies readonly (keyof Cashflow)[];

/** The fields plausibility reads; a draft's broker estimates may hold an entry still being typed (null). */
export type PlausibilityCashflow = Omit<Pick<Cashflow, (typeof plausibilityFields)[number]>, 'brokerValueEsimationsCurr'> & {
  brokerValueEsimationsCurr?: readonly (number | null)[] | null;
};

export type PlausibilityInput = {
  cashflow: PlausibilityCashflow;
  /** The chosen ship type's typical values, or null for no type (or one the ship-type list does not know). */
  shipType: TypicalShipValues | null;
  /** The engine's derived values of the base scenario, or null when the draft does not calculate. */
  derived: Derived | null;
};

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The plausibility warnings of a draft (docs/plausibility.md): each present value outside the range a credit analyst
 * accepts, the ship type's where one is chosen, else a generic one; a warning never blocks saving or calculating.
 */
export function plausibilityWarnings({ cashflow, shipType, derived }: PlausibilityInput): PlausibilityWarning[] {
  const warnings: PlausibilityWarning[] = [];
  const currency = isMissing(cashflow.currency) ? 'USD' : cashflow.currency.trim().toUpperCase();
  const moneyRanged = rangedCurrencies.includes(currency);

  const outside = (field: string, value: number | null, range: Range, rule: PlausibilityRule) => {
    if (value !== null && (value < range.min || value > range.max)) warnings.push({ field, rule, params: { value, min: range.min, max: range.max } });
  };
  const typicalOrGeneric = (field: keyof typeof plausibilityRanges) => {
    const ranges = plausibilityRanges[field];
    const value = numberOf(cashflow[field]);
    if (shipType !== null) outside(field, value, ranges.typed(shipType), 'shipTypeRange');
    else if (ranges.generic !== null) outside(field, value, ranges.generic, 'usualRange');
  };

  const imo = cashflow.imoNumber;
  if (!isMissing(imo) && imo.trim() !== '') {
    const reading = readImoNumber(imo);
    if (reading !== 'valid') warnings.push({ field: 'imoNumber', rule: reading === 'notANumber' ? 'imoFormat' : 'imoCheckDigit', params: {} });
  }

  typicalOrGeneric('economicUsefulLifeYears');
  typicalOrGeneric('deadWeightTonnage');
  typicalOrGeneric('lightWeightTonnage');
  if (moneyRanged) {
    const lightWeight = numberOf(cashflow.lightWeightTonnage);
    const perLightTonne = (field: string, value: number | null) => {
      if (lightWeight !== null && lightWeight > 0 && value !== null) outside(field, value / lightWeight, valuePerLightTonneRange, 'valuePerLightTonne');
    };
    perLightTonne('purchasePriceAtConstructionCurr', numberOf(cashflow.purchasePriceAtConstructionCurr));
    perLightTonne('currentMarketPriceNewBuildCurr', numberOf(cashflow.currentMarketPriceNewBuildCurr));
    (cashflow.brokerValueEsimationsCurr ?? []).forEach((estimate, index) => perLightTonne(`brokerValueEsimationsCurr.${index}`, numberOf(estimate)));
    perLightTonne('ownerValueEnvisagedCurr', numberOf(cashflow.ownerValueEnvisagedCurr));

    for (const field of ['averageTimeCharterCurr', 'currentTimeCharterCurr', 'expectedFutureCharterCurr'] as const) {
      outside(field, numberOf(cashflow[field]), charterRateRange, 'usualRange');
    }
    typicalOrGeneric('opexPerDayCurr');
    // A docking cost of 0 is the catalogue's default: no docking cost modelled, not a slip.
    if (cashflow.dockingCostCurr !== 0) typicalOrGeneric('dockingCostCurr');
  }

  const average = numberOf(cashflow.averageTimeCharterCurr);
  const opex = numberOf(cashflow.opexPerDayCurr);
  if (average !== null && opex !== null && average < opex) warnings.push({ field: 'averageTimeCharterCurr', rule: 'charterBelowOpex', params: { opex } });
  outside('offHireDaysPerYear', numberOf(cashflow.offHireDaysPerYear), offHireDaysRange, 'usualRange');

  (cashflow.tranches ?? []).forEach((tranche, index) => {
    outside(`tranches.${index}.interest`, numberOf(tranche.interest), marginRange, 'usualRange');
    // Reference rates are the currency's own: SOFR and EURIBOR are known, others are not.
    if (moneyRanged) outside(`tranches.${index}.baseRate`, numberOf(tranche.baseRate), baseRateRange, 'usualRange');
    const drawn = derived?.tranches[index]?.drawnAtAcquisition ?? 0;
    if (derived !== null && drawn > 0 && derived.ltvAtAcquisition > maxLtvAtAcquisition) {
      warnings.push({ field: `tranches.${index}.value`, rule: 'loanAboveValue', params: { ltv: derived.ltvAtAcquisition, max: maxLtvAtAcquisition } });
    }
  });
  return warnings;
}
