import { calculate, type Cashflow, type ScenarioResult } from '@keelson/core';
import { workedExampleV3Cashflow } from '@keelson/core/examples';

/**
 * For the export tests (not part of the app): the second worked example of docs/spec/calculation.md section 10 — a
 * purchase that completes on 2026-10-15, three and a half months after the valuation date, with its loans drawn then —
 * with `changes`, and its results from core.
 */
export function workedExampleV3(changes: Partial<Cashflow> = {}): { cashflow: Cashflow; results: ScenarioResult[] } {
  const cashflow: Cashflow = { ...structuredClone(workedExampleV3Cashflow), ...changes };
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(`The second worked example does not calculate: ${JSON.stringify(outcome.errors)}`);
  return { cashflow, results: outcome.results };
}
