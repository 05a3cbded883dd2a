import { calculate, type Cashflow, type ScenarioResult } from '@keelson/core';
import example from '../../../../core/fixtures/calculation-example.json';

/** For the export tests (not part of the app): the worked example of docs/spec/calculation.md section 10 and its results from core. */
export function workedExample(changes: Partial<Cashflow> = {}): { cashflow: Cashflow; results: ScenarioResult[] } {
  const cashflow: Cashflow = { ...structuredClone(example.input), ...changes };
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(`The worked example does not calculate: ${JSON.stringify(outcome.errors)}`);
  return { cashflow, results: outcome.results };
}
