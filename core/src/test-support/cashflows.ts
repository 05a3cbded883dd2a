import { workedExample } from '../../examples';
import { calculateCashflow } from '../cashflow/calculate';
import type { ScenarioResult } from '../cashflow/result-types';
import { validateForCalculation } from '../cashflow/validate-for-calculation';

export { workedExample };

/** A cashflow in the API's shape: the worked example's input with some fields replaced. */
export function exampleCashflow(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...structuredClone(workedExample.input), ...changes };
}

/** Validates and calculates a cashflow that must be valid; a test fails loudly if it is not. */
export function calculateValid(cashflow: Record<string, unknown>): ScenarioResult[] {
  const validated = validateForCalculation(cashflow);
  if (!validated.ok) throw new Error(`invalid test cashflow: ${JSON.stringify(validated.errors)}`);
  return calculateCashflow(validated.input);
}

/** The result of one scenario. */
export function scenario(results: readonly ScenarioResult[], name: ScenarioResult['scenario']): ScenarioResult {
  const result = results.find((candidate) => candidate.scenario === name);
  if (result === undefined) throw new Error(`no ${name} scenario`);
  return result;
}
