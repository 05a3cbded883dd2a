import { isMissing, trancheDefaults, type Cashflow } from '../cashflow/cashflow-schema';
import { opexStageFields } from '../cashflow/daily-timeline';
import type { ScenarioOverrides } from './user-scenarios';

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The overrides that replace the field of the same name. */
const replacingOverrides = ['steelPricePerTonCurr', 'offHireDaysPerYear', 'discountRate', 'economicUsefulLifeYears'] as const;

/** A copy of a tranche with its base rate (the default when missing) shifted by `basisPoints`; a wrong one stays for validation to name. */
function shiftBaseRate(tranche: unknown, basisPoints: number): unknown {
  if (!isRecord(tranche)) return tranche;
  const baseRate = isMissing(tranche.baseRate) ? trancheDefaults.baseRate : tranche.baseRate;
  return isNumber(baseRate) ? { ...tranche, baseRate: baseRate + basisPoints / 10_000 } : tranche;
}

/**
 * applyScenarioOverrides on a cashflow in the API's shape that only validateForCalculation has checked (what
 * `calculate` receives): a number field that is missing or not a number is left for validation to handle.
 */
export function overrideCashflowRecord(cashflow: Record<string, unknown>, overrides: ScenarioOverrides): Record<string, unknown> {
  const changed = structuredClone(cashflow);
  const scale = (field: string, change: number | null | undefined) => {
    const value = changed[field];
    if (isNumber(change) && isNumber(value)) changed[field] = value * (1 + change);
  };
  if (isNumber(overrides.averageTimeCharterCurr)) changed.averageTimeCharterCurr = overrides.averageTimeCharterCurr;
  scale('averageTimeCharterCurr', overrides.charterRateChange);
  scale('expectedFutureCharterCurr', overrides.charterRateChange);
  for (const field of opexStageFields) scale(field, overrides.opexChange);
  for (const field of replacingOverrides) {
    const value = overrides[field];
    if (isNumber(value)) changed[field] = value;
  }
  const { baseRateChangeBp } = overrides;
  if (isNumber(baseRateChangeBp) && Array.isArray(changed.tranches)) {
    changed.tranches = changed.tranches.map((tranche: unknown) => shiftBaseRate(tranche, baseRateChangeBp));
  }
  return changed;
}

/**
 * The cashflow of a user scenario: a copy of `cashflow` with the scenario's overrides applied, a missing
 * override leaving its field alone. averageTimeCharterCurr takes its override first; then the market rates
 * (averageTimeCharterCurr and expectedFutureCharterCurr) move by charterRateChange — the current charter
 * stays as contracted, and a missing expected future charter keeps following the average; every input of the
 * opex stage (opexStageFields) moves by opexChange; every tranche's base rate (its default when missing) by baseRateChangeBp / 10,000; the
 * other overrides replace their field.
 */
export function applyScenarioOverrides(cashflow: Cashflow, overrides: ScenarioOverrides): Cashflow {
  // Only fields that hold numbers get numbers, so the copy keeps the Cashflow's shape.
  return overrideCashflowRecord(cashflow, overrides) as Cashflow;
}
