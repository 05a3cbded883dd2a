import { utility } from '@keelson/core';

/**
 * The metrics per alternative (docs/spec/utility-analysis.md section 1): of its linked saved cashflow, or of
 * the browser's current cashflow draft when it links that; core computes them (`metricsOfCashflow`), as the
 * server does for a saved analysis. An alternative whose cashflow is unknown or cannot be calculated has none.
 */
export function alternativeMetrics(options: {
  alternatives: readonly { id: string; cashflowId?: string; useDraftCashflow?: boolean }[];
  cashflows: readonly { id: string }[];
  draftCashflow: unknown;
}): Record<string, utility.MetricValues> {
  const usesDraft = options.alternatives.some((alternative) => alternative.useDraftCashflow === true);
  const draftMetrics = usesDraft ? utility.metricsOfCashflow(options.draftCashflow) : null;
  const result: Record<string, utility.MetricValues> = {};
  for (const alternative of options.alternatives) {
    const linked = alternative.cashflowId === undefined ? undefined : options.cashflows.find((cashflow) => cashflow.id === alternative.cashflowId);
    const metrics = alternative.useDraftCashflow === true ? draftMetrics : linked === undefined ? null : utility.metricsOfCashflow(linked);
    if (metrics !== null) result[alternative.id] = metrics;
  }
  return result;
}
