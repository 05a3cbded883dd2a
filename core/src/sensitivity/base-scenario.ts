import { calculateCashflow } from '../cashflow/calculate';
import type { ModelInput } from '../cashflow/model-input';
import { resultsHaveNonFinite } from '../cashflow/non-finite';
import type { Kpis, ScenarioResult } from '../cashflow/result-types';

/** The key figures a sensitivity reports for one calculation (issue 13): those of the base scenario's kpis. */
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

export function figuresOf(kpis: Kpis): SensitivityFigures {
  return { dcfValue: kpis.dcfValue, projectIrr: kpis.projectIrr, minDscr: kpis.minDscr, projectNpv: kpis.projectNpv };
}
