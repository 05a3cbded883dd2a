import type { FieldError } from '../api/envelope';
import { calculateCashflow, overflowErrors } from '../cashflow/calculate';
import type { ModelInput } from '../cashflow/model-input';
import { resultsHaveNonFinite } from '../cashflow/non-finite';
import type { Kpis, ScenarioResult } from '../cashflow/result-types';
import { validateForCalculation } from '../cashflow/validate-for-calculation';

/** The key figures a sensitivity reports for one calculation: those of the base scenario's kpis. */
export type SensitivityFigures = { dcfValue: number; projectIrr: number | null; minDscr: number | null; projectNpv: number };

/**
 * The base scenario of a validated cashflow, by the engine's ordinary calculation of that scenario alone
 * (calculateCashflow with ['base'], as `calculate` runs a user scenario); null when anything of it is not finite, where
 * `calculate` answers nonFinite errors instead.
 */
export function baseScenario(input: ModelInput): ScenarioResult | null {
  const [base] = calculateCashflow(input, ['base']);
  return base === undefined || resultsHaveNonFinite([base]) ? null : base;
}

export type ChangedBase = { ok: true; input: ModelInput; result: ScenarioResult } | { ok: false; errors: FieldError[] };

/**
 * The base scenario of a changed cashflow as `calculate` answers it: validated by the rules of
 * docs/spec/calculation.md section 2 and calculated by baseScenario, or the errors `calculate` names (the rules it
 * breaks, or nonFinite on the fields behind an overflow).
 */
export function calculateBase(cashflow: object): ChangedBase {
  const validated = validateForCalculation(cashflow);
  if (!validated.ok) return { ok: false, errors: validated.errors };
  const result = baseScenario(validated.input);
  return result === null ? { ok: false, errors: overflowErrors(cashflow) } : { ok: true, input: validated.input, result };
}

export function figuresOf(kpis: Kpis): SensitivityFigures {
  return { dcfValue: kpis.dcfValue, projectIrr: kpis.projectIrr, minDscr: kpis.minDscr, projectNpv: kpis.projectNpv };
}
