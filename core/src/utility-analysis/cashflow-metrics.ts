import { calculateCashflow } from '../cashflow/calculate';
import type { ScenarioResult } from '../cashflow/result-types';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import type { MetricValues } from './answer-score';

const ratio = (numerator: number | null, denominator: number | null | undefined): number | null =>
  numerator === null || denominator === null || denominator === undefined || denominator === 0 ? null : numerator / denominator;

/**
 * The values a `cashflowMetric` criterion reads from a linked cashflow assessment (docs/spec/utility-analysis.md
 * section 1), from the base scenario of the engine's results: price against DCF value (total acquisition
 * cost / DCF value), minimum DSCR, maximum LTV, cash break-even against the average charter rate, and
 * vessel age against useful life.
 */
export function cashflowMetrics(options: { results: readonly ScenarioResult[]; averageCharterRate: number; usefulLifeYears: number }): MetricValues {
  const base = options.results.find((result) => result.scenario === 'base');
  if (base === undefined) return {};
  return {
    priceToDcfValue: ratio(base.derived.totalAcquisitionCost, base.kpis.dcfValue > 0 ? base.kpis.dcfValue : null),
    minDscr: base.kpis.minDscr,
    maxLtv: base.kpis.maxLtv,
    cashBreakevenToAverageCharter: ratio(base.kpis.avgCashBreakevenRate, options.averageCharterRate),
    ageToUsefulLife: ratio(base.derived.vesselAgeYears, options.usefulLifeYears),
  };
}

/**
 * The metric values of a cashflow in the API's shape (docs/spec/utility-analysis.md section 1), or null when it
 * cannot be calculated. The average charter rate and the useful life are read as the calculation reads them, so a
 * missing useful life takes `cashflowDefaults.economicUsefulLifeYears`; `results`, when given, are used instead
 * of calculating again. The one place the web (a draft) and the server (a linked saved cashflow) get them from.
 */
export function metricsOfCashflow(cashflow: unknown, results?: readonly ScenarioResult[]): MetricValues | null {
  // A cashflow read from storage or a request is untrusted: an unexpected failure means no metrics, never a crash.
  try {
    const validated = validateForCalculation(cashflow);
    if (!validated.ok) return null;
    const { input } = validated;
    return cashflowMetrics({
      results: results ?? calculateCashflow(input),
      averageCharterRate: input.averageTimeCharterCurr,
      usefulLifeYears: input.economicUsefulLifeYears,
    });
  } catch {
    return null;
  }
}
