import { calculate, type Cashflow, type Scenario, type ScenarioResult } from '@keelson/core';
import { workedExampleCashflow } from '@keelson/core/examples';

/**
 * For the tests of this feature (not part of the app): the worked example of docs/spec/calculation.md
 * section 10, with `changes`, and its results from core.
 */
export function workedExample(changes: Partial<Cashflow> = {}): { cashflow: Cashflow; results: ScenarioResult[] } {
  const cashflow: Cashflow = { ...structuredClone(workedExampleCashflow), ...changes };
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(`The worked example does not calculate: ${JSON.stringify(outcome.errors)}`);
  return { cashflow, results: outcome.results };
}

/** One scenario of the worked example's results. */
export function workedExampleResult(scenario: Scenario = 'base'): ScenarioResult {
  const result = workedExample().results.find((candidate) => candidate.scenario === scenario);
  if (result === undefined) throw new Error(`the worked example has no ${scenario} scenario`);
  return result;
}
