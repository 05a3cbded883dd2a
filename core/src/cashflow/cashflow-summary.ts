import { z } from 'zod';
import { calculate } from './calculate';
import type { ScenarioResult } from './result-types';

/**
 * The headline figures of a cashflow's base scenario (docs/spec/calculation.md section 8), kept with a
 * saved cashflow so that a list shows them without calculating: DCF value, project IRR, minimum DSCR.
 */
export const cashflowSummarySchema = z.object({
  dcfValue: z.number(),
  projectIrr: z.number().nullable(),
  minDscr: z.number().nullable(),
});
export type CashflowSummary = z.infer<typeof cashflowSummarySchema>;

/**
 * The summary of a cashflow, or null when it cannot be calculated (a draft with missing or invalid fields).
 * Given results of that cashflow are used instead of calculating it again.
 */
export function summarizeCashflow(cashflow: unknown, results?: readonly ScenarioResult[]): CashflowSummary | null {
  const outcome = results === undefined ? calculate(cashflow) : { ok: true as const, results };
  if (!outcome.ok) return null;
  const base = outcome.results.find((result) => result.scenario === 'base');
  if (base === undefined) return null;
  const { dcfValue, projectIrr, minDscr } = base.kpis;
  return { dcfValue, projectIrr, minDscr };
}
