import type { ScenarioResult } from '../cashflow/result-types';
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
