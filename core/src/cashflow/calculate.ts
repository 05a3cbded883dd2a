import type { FieldError } from '../api/envelope';
import { yearFraction } from '../dates/year-fraction';
import { lazyGridFactors } from '../finance/irr';
import { buildDailyTimeline } from './daily-timeline';
import { charterRates } from './charter-schedule';
import { covenantFigures, covenantTestPeriods, covenantTests } from './covenant-tests';
import { dscrFigures } from './debt-ratios';
import { computeKeyFigures, dcfValueOf, projectNpvOf, residualDiscountFactor } from './key-figures';
import { fieldsBehindOverflow, periodHasNonFinite, resultsHaveNonFinite } from './non-finite';
import type { ModelInput } from './model-input';
import { buildPeriodFrames, buildPeriods } from './periods';
import type { Kpis, Scenario, ScenarioResult } from './result-types';
import { computeStatics } from './statics';
import { validateForCalculation } from './validate-for-calculation';
import { isRecord } from './validate-fields';
import { fieldError } from '../errors/field-error';
import { fieldErrorsFromZod } from '../errors/zod-field-errors';
import { overrideCashflowRecord } from '../scenarios/apply-overrides';
import { scenarioFieldErrors } from '../scenarios/scenario-errors';
import { userScenarioListSchema, type UserScenario } from '../scenarios/user-scenarios';
import { buildYears } from './years';

/** The charter schedules of section 9; a user scenario runs the base schedule on its own cashflow. */
type Schedule = Exclude<Scenario, 'user'>;
const schedules: readonly Schedule[] = ['base', 'longTermAverage'];

/**
 * What every scenario of a validated cashflow shares (docs/spec/calculation.md sections 3–8a): static values, the
 * daily costs, the periods' frames, the opening liquidity, the cash flows' times, the IRR grid's factors and the
 * periods that end on a covenant test date.
 */
export function scenarioIndependentParts(input: ModelInput) {
  const statics = computeStatics(input);
  const timeline = buildDailyTimeline(input, statics);
  const frames = buildPeriodFrames({ input, statics, timeline });
  const V = input.valuationDate;
  const T = statics.acquisitionDate;
  // cash(V): a purchase at V is paid from it; a later one in its period, as `acquisition` (section 7).
  const openingCash = statics.equity + statics.debtAtValuation - (T > V ? 0 : statics.totalAcquisitionCost);
  // The price at T, every period end, EOL (section 8).
  const flowTimes = Float64Array.from([
    yearFraction(V, T, input.dayCountConvention),
    ...frames.map((frame) => frame.yearsFromValuation),
    yearFraction(V, statics.endOfLife, input.dayCountConvention),
  ]);
  const gridFactors = lazyGridFactors(flowTimes);
  const testPeriods = covenantTestPeriods({ input, statics, frames });
  return { statics, timeline, frames, openingCash, flowTimes, gridFactors, testPeriods };
}

/**
 * The whole method of docs/spec/calculation.md for a validated cashflow: static values once, the daily costs
 * once, the periods' frames once, then each scenario of section 9 in order — base, then the long-term average
 * (or only the schedules asked for) — with its periods, years, covenant tests and key figures.
 */
export function calculateCashflow(input: ModelInput, scenarios: readonly Schedule[] = schedules): ScenarioResult[] {
  const { statics, timeline, frames, openingCash, flowTimes, gridFactors, testPeriods } = scenarioIndependentParts(input);
  return scenarios.map((scenario) => {
    const rates = charterRates({ input, statics, scenario });
    const periods = buildPeriods({ input, frames, timeline, rates, openingCash, saleAtEndOfLife: statics.saleAtEndOfLife });
    const years = buildYears({ input, periods, frames, endOfLife: statics.endOfLife });
    const tests = covenantTests({ input, periods, testPeriods });
    const kpis = computeKeyFigures({ input, statics, periods, frames, years, covenantTests: tests, openingCash, flowTimes, gridFactors });
    return { scenario, derived: statics.derived, kpis, periods, years, covenantTests: tests };
  });
}

/** The figures a two-way sensitivity table shows of a cashflow's base scenario, as its kpis name them. */
export type TableFigures = Pick<Kpis, 'projectNpv' | 'minDscr' | 'minSecurityCover'>;

const finiteOrNull = (value: number | null) => value === null || Number.isFinite(value);

/**
 * The base scenario's projectNpv (docs/spec/calculation.md section 8: dcfValue − TAC discounted from T), minDscr and
 * minSecurityCover (section 8a) alone of a validated cashflow, by the same parts and in the same order as
 * calculateCashflow, so bit for bit its figures, without the key figures that need more (IRRs, break-even, paybacks):
 * for a table of many calculations that shows only them. `parts` may be those of a cashflow that differs in its charter
 * rates only, which calculateCashflow's scenarios share in the same way (section 9). null when a period of it or a
 * figure itself is not finite, where `calculate` answers nonFinite errors.
 */
export function baseTableFigures(input: ModelInput, parts = scenarioIndependentParts(input)): TableFigures | null {
  const { statics, timeline, frames, openingCash, testPeriods } = parts;
  const rates = charterRates({ input, statics, scenario: 'base' });
  const periods = buildPeriods({ input, frames, timeline, rates, openingCash, saleAtEndOfLife: statics.saleAtEndOfLife });
  const years = buildYears({ input, periods, frames, endOfLife: statics.endOfLife });
  const tests = covenantTests({ input, periods, testPeriods });
  const dcfValue = dcfValueOf({
    periods,
    residualValueAtEndOfLife: statics.residualValueAtEndOfLife,
    residualDiscountFactor: residualDiscountFactor({ input, statics }),
  });
  const figures: TableFigures = {
    projectNpv: projectNpvOf({ dcfValue, statics }),
    minDscr: dscrFigures({ periods, years }).min,
    minSecurityCover: covenantFigures({ input, tests }).minSecurityCover,
  };
  const finite = Number.isFinite(figures.projectNpv) && finiteOrNull(figures.minDscr) && finiteOrNull(figures.minSecurityCover);
  return periods.some(periodHasNonFinite) || !finite ? null : figures;
}

export type CalculationOutcome = { ok: true; results: ScenarioResult[] } | { ok: false; errors: FieldError[] };

/** The nonFinite errors of a calculation that overflowed: the fields behind it, or the whole cashflow. */
export function overflowErrors(cashflow: unknown): FieldError[] {
  const fields = isRecord(cashflow) ? fieldsBehindOverflow(cashflow) : [];
  return (fields.length > 0 ? fields : ['cashflow']).map((field) => fieldError(field, { rule: 'nonFinite' }));
}

/** A cashflow's user scenarios, or the errors of its `scenarios` field named `scenarios.<index>.…`. */
function readUserScenarios(cashflow: unknown): { ok: true; scenarios: UserScenario[] } | { ok: false; errors: FieldError[] } {
  const value = isRecord(cashflow) && Object.hasOwn(cashflow, 'scenarios') ? cashflow.scenarios : null;
  if (value === null || value === undefined) return { ok: true, scenarios: [] };
  const parsed = userScenarioListSchema.safeParse(value);
  if (parsed.success) return { ok: true, scenarios: parsed.data };
  const errors = fieldErrorsFromZod(parsed.error.issues, { input: value });
  return { ok: false, errors: errors.map((error) => ({ ...error, field: error.field === '' ? 'scenarios' : `scenarios.${error.field}` })) };
}

/** One user scenario: the base schedule on the cashflow with its overrides, or its errors named under it. */
function calculateUserScenario(cashflow: Record<string, unknown>, scenario: UserScenario, index: number): CalculationOutcome {
  const changed = overrideCashflowRecord(cashflow, scenario.overrides);
  const context = { cashflow, overrides: scenario.overrides, index };
  const validated = validateForCalculation(changed);
  if (!validated.ok) return { ok: false, errors: scenarioFieldErrors(validated.errors, context) };
  const results = calculateCashflow(validated.input, ['base']).map((result) => ({ ...result, scenario: 'user' as const, name: scenario.name }));
  return resultsHaveNonFinite(results) ? { ok: false, errors: scenarioFieldErrors(overflowErrors(changed), context) } : { ok: true, results };
}

/**
 * Validates a cashflow in the API's shape and calculates it: the one entry point that the server's
 * calculate calls, the web page and the command line share (docs/spec/calculation.md section 9) — base, the
 * long-term average, then each user scenario in its stored order (the base case with the scenario's
 * overrides, through the same validation and engine). Never throws and never answers NaN or Infinity: a
 * calculation that overflows names the fields behind it; a user scenario's errors are named under it.
 */
export function calculate(cashflow: unknown): CalculationOutcome {
  const validated = validateForCalculation(cashflow);
  const userScenarios = readUserScenarios(cashflow);
  if (!validated.ok || !userScenarios.ok) {
    return { ok: false, errors: [...(validated.ok ? [] : validated.errors), ...(userScenarios.ok ? [] : userScenarios.errors)] };
  }
  const results = calculateCashflow(validated.input);
  if (resultsHaveNonFinite(results)) return { ok: false, errors: overflowErrors(cashflow) };
  if (userScenarios.scenarios.length === 0 || !isRecord(cashflow)) return { ok: true, results };
  const outcomes = userScenarios.scenarios.map((scenario, index) => calculateUserScenario(cashflow, scenario, index));
  const errors = outcomes.flatMap((outcome) => (outcome.ok ? [] : outcome.errors));
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, results: [...results, ...outcomes.flatMap((outcome) => (outcome.ok ? outcome.results : []))] };
}
