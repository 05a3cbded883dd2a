import type { FieldError } from '../api/envelope';
import { overflowErrors } from '../cashflow/calculate';
import { numberProblem } from '../cashflow/field-bounds';
import type { Bounds } from '../cashflow/field-catalogue-types';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { fieldError } from '../errors/field-error';
import type { ModelInput } from '../cashflow/model-input';
import { baseScenario, calculateBase, figuresOf, type SensitivityFigures } from './base-scenario';
import { changeDriver, driverInput, sensitivityDrivers, type SensitivityDriver } from './drivers';
import { twoWayTable, type TwoWayTable } from './two-way-table';

/**
 * One bar of the tornado: the driver moved down (× (1 − step)) and up (× (1 + step)). A side whose changed cashflow
 * `calculate` refuses (say, a useful life that ends before the valuation date) keeps the base input and figures, and
 * names the reasons in `lowErrors` / `highErrors`.
 */
export type TornadoEntry = {
  driver: SensitivityDriver;
  baseInput: number;
  lowInput: number;
  highInput: number;
  low: SensitivityFigures;
  high: SensitivityFigures;
  lowErrors?: FieldError[];
  highErrors?: FieldError[];
};

export type Sensitivity = { step: number; base: SensitivityFigures; tornado: TornadoEntry[]; twoWay: TwoWayTable };

export type SensitivityOutcome = { ok: true; sensitivity: Sensitivity } | { ok: false; errors: FieldError[] };

/** The step's range (0, 0.5]: a move of more than half an input is no longer a sensitivity. */
export const stepBounds = { min: 0, minExclusive: true, max: 0.5 } as const satisfies Bounds;
export const defaultStep = 0.1;

function stepErrors(step: unknown): FieldError[] {
  const problem = typeof step === 'number' ? numberProblem(step, { bounds: stepBounds }) : { rule: 'number' as const };
  return problem === null ? [] : [fieldError('step', problem)];
}

type Side = { input: number; figures: SensitivityFigures } | { errors: FieldError[] };

/** What the tornado knows of the base case: the cashflow as given, its validated input, ρ in use and the figures. */
type BaseCase = { cashflow: object; input: ModelInput; discountRate: number; figures: SensitivityFigures };

/** The base scenario of the cashflow with one driver × factor, as `calculate` answers it. */
function side(baseCase: BaseCase, driver: SensitivityDriver, factor: number): Side {
  const changed = calculateBase(changeDriver(baseCase.cashflow, driver, factor, { discountRate: baseCase.discountRate }));
  if (!changed.ok) return { errors: changed.errors };
  return { input: driverInput(changed.input, driver, changed.result.derived.discountRate), figures: figuresOf(changed.result.kpis) };
}

function tornadoEntry(baseCase: BaseCase, driver: SensitivityDriver, step: number): TornadoEntry {
  const baseInput = driverInput(baseCase.input, driver, baseCase.discountRate);
  const low = side(baseCase, driver, 1 - step);
  const high = side(baseCase, driver, 1 + step);
  return {
    driver,
    baseInput,
    lowInput: 'errors' in low ? baseInput : low.input,
    highInput: 'errors' in high ? baseInput : high.input,
    low: 'errors' in low ? baseCase.figures : low.figures,
    high: 'errors' in high ? baseCase.figures : high.figures,
    ...('errors' in low ? { lowErrors: low.errors } : {}),
    ...('errors' in high ? { highErrors: high.errors } : {}),
  };
}

const swing = (entry: TornadoEntry): number => Math.abs(entry.high.dcfValue - entry.low.dcfValue);

/**
 * The sensitivity of the base scenario: each of the eight drivers moved down and up by `step` (default 0.1,
 * allowed (0, 0.5]), sorted by the DCF value's swing, largest first (equal swings in the order of sensitivityDrivers);
 * and project NPV for charter rate × opex changes of −3·step … +3·step. Every figure is the base scenario's kpis of
 * `calculate` on the cashflow with that input changed, nothing approximated (a table cell whose cashflow `calculate`
 * refuses is null). An invalid cashflow or step answers the field errors, as `calculate` does. The cashflow's user
 * scenarios play no part: the sensitivity is the base case's.
 */
export function calculateSensitivity(cashflow: unknown, options: { step?: number } = {}): SensitivityOutcome {
  const step = options.step ?? defaultStep;
  const validated = validateForCalculation(cashflow);
  const errors = [...(validated.ok ? [] : validated.errors), ...stepErrors(step)];
  if (!validated.ok || errors.length > 0) return { ok: false, errors };
  const result = baseScenario(validated.input);
  // validateForCalculation accepts records only, so the cashflow is one.
  if (result === null || typeof cashflow !== 'object' || cashflow === null) return { ok: false, errors: overflowErrors(cashflow) };
  const baseCase: BaseCase = { cashflow, input: validated.input, discountRate: result.derived.discountRate, figures: figuresOf(result.kpis) };
  const tornado = sensitivityDrivers.map((driver) => tornadoEntry(baseCase, driver, step));
  tornado.sort((a, b) => swing(b) - swing(a));
  return { ok: true, sensitivity: { step, base: baseCase.figures, tornado, twoWay: twoWayTable(cashflow, step) } };
}
