import type { FieldError } from '../api/envelope';
import type { FieldProblem } from '../errors/field-rules';
import { cashflowFields, trancheDefaults } from '../cashflow/field-catalogue';
import { opexStageFields } from '../cashflow/daily-timeline';
import { rangeProblem } from '../cashflow/field-bounds';
import { isRecord } from '../cashflow/validate-fields';
import { fieldError } from '../errors/field-error';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { overrideCashflowRecord } from './apply-overrides';
import type { ScenarioOverrideName, ScenarioOverrides } from './user-scenarios';

/** The overrides that change a cashflow field, the one named first when several are set. */
const overridesOfField: Record<string, readonly ScenarioOverrideName[]> = {
  averageTimeCharterCurr: ['charterRateChange', 'averageTimeCharterCurr'],
  expectedFutureCharterCurr: ['charterRateChange'],
  ...Object.fromEntries(opexStageFields.map((field) => [field, ['opexChange'] as const])),
  steelPricePerTonCurr: ['steelPricePerTonCurr'],
  offHireDaysPerYear: ['offHireDaysPerYear'],
  discountRate: ['discountRate'],
  economicUsefulLifeYears: ['economicUsefulLifeYears'],
};

const trancheBaseRate = /^tranches\.\d+\.baseRate$/;

type Context = { cashflow: Record<string, unknown>; overrides: ScenarioOverrides };

const rounded = (value: number): number => Math.round(value * 1e6) / 1e6;

/** The base-rate shifts that keep every tranche's base rate within [0, 1) and the override's own bounds. */
function baseRateShiftBounds({ cashflow }: Context): FieldProblem {
  const tranches = Array.isArray(cashflow.tranches) ? cashflow.tranches : [];
  const baseRates = tranches.map((tranche: unknown) => {
    const value = isRecord(tranche) ? tranche.baseRate : undefined;
    return typeof value === 'number' ? value : trancheDefaults.baseRate;
  });
  const lowest = Math.max(-2000, rounded(-Math.min(...baseRates) * 10_000));
  const highest = rounded((1 - Math.max(...baseRates)) * 10_000);
  return rangeProblem(highest > 2000 ? { min: lowest, max: 2000 } : { min: lowest, max: highest, maxExclusive: true });
}

/**
 * The shortest useful life, up to the catalogue's longest, with which the scenario's cashflow keeps every date
 * before its end of life (valuationDate, ownerValueLatestAssessmentDate, the tranches' disbursement dates).
 */
function usefulLifeBounds({ cashflow, overrides }: Context): FieldProblem {
  const { max = 60 } = cashflowFields.economicUsefulLifeYears.bounds;
  const from = (overrides.economicUsefulLifeYears ?? 1) + 1;
  // Only the life moves: the base case is valid, and the scenario's other overrides are named on their own.
  const valid = (years: number) => validateForCalculation(overrideCashflowRecord(cashflow, { economicUsefulLifeYears: years })).ok;
  const shortest = Array.from({ length: Math.max(0, max - from + 1) }, (_, index) => from + index).find(valid) ?? max;
  return rangeProblem({ min: shortest, max });
}

/** The override an error of the scenario's cashflow comes from, and what to say about it (null: the error's own rule). */
function overrideProblem(error: FieldError, context: Context): { override: ScenarioOverrideName; problem: FieldProblem | null } | null {
  const given = (name: ScenarioOverrideName) => typeof context.overrides[name] === 'number';
  if (trancheBaseRate.test(error.field) && given('baseRateChangeBp')) {
    return { override: 'baseRateChangeBp', problem: error.rule === 'range' ? baseRateShiftBounds(context) : null };
  }
  const direct = overridesOfField[error.field]?.find(given);
  if (direct !== undefined) return { override: direct, problem: null };
  // The other rules a scenario can break hold dates against the end of the useful life.
  if (given('economicUsefulLifeYears')) return { override: 'economicUsefulLifeYears', problem: usefulLifeBounds(context) };
  return null;
}

/**
 * The errors of a user scenario's cashflow, named under the scenario (`scenarios.<index>.overrides.<override>`)
 * on the override that caused each, one error per override. An error no override explains is named on
 * `scenarios.<index>.overrides` with its own rule.
 */
export function scenarioFieldErrors(errors: readonly FieldError[], options: Context & { index: number }): FieldError[] {
  const { index, ...context } = options;
  const named = new Map<string, FieldError>();
  for (const error of errors) {
    const cause = overrideProblem(error, context);
    const field = cause === null ? `scenarios.${index}.overrides` : `scenarios.${index}.overrides.${cause.override}`;
    if (named.has(field)) continue;
    named.set(field, cause?.problem ? fieldError(field, cause.problem) : { ...error, field });
  }
  return [...named.values()];
}
