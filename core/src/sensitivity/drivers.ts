import { cashflowDefaults, isMissing, trancheDefaults, type Cashflow } from '../cashflow/cashflow-schema';
import { opexPerDay, opexStageFields } from '../cashflow/daily-timeline';
import { computeStatics } from '../cashflow/statics';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { isRecord } from '../cashflow/validate-fields';
import type { ModelInput } from '../cashflow/model-input';

/** The inputs the tornado moves, one at a time. */
export type SensitivityDriver = 'charterRates' | 'opex' | 'discountRate' | 'steelPrice' | 'offHireDays' | 'baseInterestRate' | 'usefulLife' | 'dockingCost';

/** Every driver, in the order the tornado lists equal swings. */
export const sensitivityDrivers: readonly SensitivityDriver[] = [
  'charterRates',
  'opex',
  'discountRate',
  'steelPrice',
  'offHireDays',
  'baseInterestRate',
  'usefulLife',
  'dockingCost',
];

/** The cashflow fields behind each driver that are plain numbers scaled by the factor: for opex, every input of the opex stage. */
const scaledFields = {
  opex: opexStageFields,
  steelPrice: ['steelPricePerTonCurr'],
  offHireDays: ['offHireDaysPerYear'],
  dockingCost: ['dockingCostCurr'],
} as const satisfies Partial<Record<SensitivityDriver, readonly (keyof Cashflow)[]>>;

/** A field's own value, not one inherited; `unknown`, as the cashflow may not be valid. */
function fieldOf(record: object, field: string): unknown {
  return Object.hasOwn(record, field) ? (Reflect.get(record, field) as unknown) : undefined;
}

/** A number field's value in use: its own, or the default when missing; null when it has neither or is not a number. */
function numberOf(record: object, field: string, fallback: unknown): number | null {
  const value = fieldOf(record, field);
  const used = isMissing(value) ? fallback : value;
  return typeof used === 'number' ? used : null;
}

const defaultOf = (field: string): unknown => (Object.hasOwn(cashflowDefaults, field) ? (Reflect.get(cashflowDefaults, field) as unknown) : undefined);

/** Number fields times the factor; a field without a number to scale is left out (the calculation then reports it). */
function scaled(record: object, fields: readonly string[], factor: number): Record<string, number> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = numberOf(record, field, defaultOf(field));
      return value === null ? [] : [[field, value * factor]];
    }),
  );
}

/** The useful life moved by the factor: rounded to whole years, and at least one year away from today's when factor ≠ 1. */
export function changedUsefulLife(years: number, factor: number): number {
  const rounded = Math.round(years * factor);
  if (factor > 1) return Math.max(rounded, years + 1);
  if (factor < 1) return Math.min(rounded, years - 1);
  return years;
}

/** ρ in use: the cashflow's discountRate, else the WACC of docs/spec/calculation.md section 3 (null while the cashflow is invalid). */
function discountRateInUse(record: object): number | null {
  const given = numberOf(record, 'discountRate', null);
  if (given !== null) return given;
  const validated = validateForCalculation(record);
  return validated.ok ? computeStatics(validated.input).wacc : null;
}

/** The changed fields of one driver; `discountRate` is ρ in use, when the caller knows it already. */
function changesOf(record: object, driver: SensitivityDriver, factor: number, discountRate?: number | null): Record<string, unknown> {
  switch (driver) {
    case 'charterRates': {
      // The current charter stays as contracted; a missing expected future charter takes the long-term average (section 2).
      const average = numberOf(record, 'averageTimeCharterCurr', null);
      const future = numberOf(record, 'expectedFutureCharterCurr', average);
      return {
        ...(average === null ? {} : { averageTimeCharterCurr: average * factor }),
        ...(future === null ? {} : { expectedFutureCharterCurr: future * factor }),
      };
    }
    case 'discountRate': {
      const rho = discountRate === undefined ? discountRateInUse(record) : discountRate;
      return rho === null ? {} : { discountRate: rho * factor };
    }
    case 'baseInterestRate': {
      const tranches = fieldOf(record, 'tranches');
      if (!Array.isArray(tranches)) return {};
      const changed = tranches.map((tranche: unknown) => {
        if (!isRecord(tranche)) return tranche;
        const baseRate = numberOf(tranche, 'baseRate', trancheDefaults.baseRate);
        return baseRate === null ? tranche : { ...tranche, baseRate: baseRate * factor };
      });
      return { tranches: changed };
    }
    case 'usefulLife': {
      const years = numberOf(record, 'economicUsefulLifeYears', cashflowDefaults.economicUsefulLifeYears);
      return years === null ? {} : { economicUsefulLifeYears: changedUsefulLife(years, factor) };
    }
    default:
      return scaled(record, scaledFields[driver], factor);
  }
}

/**
 * A copy of the cashflow with one driver's input multiplied by the factor, every other field as it was:
 * charter rates = the expected future charter and the long-term average; opex = every input of the opex stage
 * (opexStageFields), so the whole stage moves by the factor; discountRate = ρ in use, which is the
 * WACC when the cashflow has none; baseInterestRate = every tranche's base rate; usefulLife = rounded, at least ±1 year.
 * A missing input counts with its default. An input without a usable value is left as it is, for the calculation to report.
 */
export function changeDriver<T extends object>(cashflow: T, driver: SensitivityDriver, factor: number, options: { discountRate?: number | null } = {}): T {
  return { ...cashflow, ...changesOf(cashflow, driver, factor, options.discountRate) };
}

/** The cashflow with one driver's input changed by the factor (see changeDriver); pure, the argument is not touched. */
export function withDriverChange(cashflow: Cashflow, driver: SensitivityDriver, factor: number): Cashflow {
  return changeDriver(cashflow, driver, factor);
}

/**
 * The value a driver stands at in a validated cashflow, for the tornado's labels: charter rates by the long-term
 * average, opex by the stage's amount per day before escalation, ρ as the statics give it (the WACC when the cashflow
 * has no discountRate), the base interest rate by the tranches' value-weighted mean (the default rate when there are none).
 */
export function driverInput(input: ModelInput, driver: SensitivityDriver, discountRate: number): number {
  switch (driver) {
    case 'charterRates':
      return input.averageTimeCharterCurr;
    case 'opex':
      return opexPerDay(input);
    case 'discountRate':
      return discountRate;
    case 'steelPrice':
      return input.steelPricePerTonCurr;
    case 'offHireDays':
      return input.offHireDaysPerYear;
    case 'baseInterestRate': {
      const total = input.tranches.reduce((sum, tranche) => sum + tranche.value, 0);
      const weighted = input.tranches.reduce((sum, tranche) => sum + tranche.value * tranche.baseRate, 0);
      return total > 0 ? weighted / total : trancheDefaults.baseRate;
    }
    case 'usefulLife':
      return input.economicUsefulLifeYears;
    case 'dockingCost':
      return input.dockingCostCurr;
  }
}
