import type { Cashflow } from '../cashflow/cashflow-schema';
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

/** The 30-year new-build with three tranches that the bench (core/bench/calculate.bench.ts) and the tests share. */
export const newBuildCashflow: Cashflow = {
  ...workedExample.input,
  title: '30-year new-build, three tranches',
  valuationDate: '2026-07-01',
  constructionDate: '2026-07-01',
  economicUsefulLifeYears: 30,
  ownerValueLatestAssessmentDate: '2026-07-01',
  opexLatestAssessmentDate: '2026-07-01',
  lastDockingDate: null,
  brokerValueEsimationsCurr: [37_500_000],
  currentTimeCharterStartDate: '2026-07-01',
  currentTimeCharterEndDate: '2029-06-30',
  tranches: [
    { value: 12_000_000, durationYears: 12, amortizationYears: 18, disbursementDate: '2026-07-01' },
    { value: 6_000_000, durationYears: 8, disbursementDate: '2026-07-01' },
    { value: 4_000_000, durationYears: 5, disbursementDate: '2028-01-15' },
  ],
};
