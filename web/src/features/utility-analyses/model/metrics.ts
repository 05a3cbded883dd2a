import { utility } from '@keelson/core';

/**
 * A saved cashflow an alternative may link, as the cashflow list answers it: what the link's select names it by,
 * whose it is, and the metrics its last save stored (null when it could not be calculated).
 */
export type LinkableCashflow = { id: string; ownerId: string; title?: string | null; shipName?: string | null; metrics: utility.MetricValues | null };

/**
 * The metrics per alternative (docs/spec/utility-analysis.md section 1) that every ranking of an analysis reads: of
 * its linked saved cashflow, the figures the server stored at its save — the same the read-only page and the lists
 * are ranked with — or of the browser's current cashflow draft, calculated by core (`metricsOfCashflow`), when it
 * links that. An alternative whose cashflow is not among `cashflows` or has no metrics has none.
 */
export function alternativeMetrics(options: {
  alternatives: readonly { id: string; cashflowId?: string | undefined; useDraftCashflow?: boolean }[];
  cashflows: readonly Pick<LinkableCashflow, 'id' | 'metrics'>[];
  draftCashflow?: unknown;
}): Record<string, utility.MetricValues> {
  const usesDraft = options.alternatives.some((alternative) => alternative.useDraftCashflow === true);
  const draftMetrics = usesDraft ? utility.metricsOfCashflow(options.draftCashflow) : null;
  const result: Record<string, utility.MetricValues> = {};
  for (const alternative of options.alternatives) {
    const linked = alternative.cashflowId === undefined ? undefined : options.cashflows.find((cashflow) => cashflow.id === alternative.cashflowId);
    const metrics = alternative.useDraftCashflow === true ? draftMetrics : (linked?.metrics ?? null);
    if (metrics !== null) result[alternative.id] = metrics;
  }
  return result;
}

/**
 * The cashflows an analysis of `ownerId` may link (the server's rule: its owner's only, whoever edits it), from a
 * cashflow list: an administrator's holds everyone's.
 */
export function linkableCashflows<Cashflow extends Pick<LinkableCashflow, 'ownerId'>>(cashflows: readonly Cashflow[], ownerId: string): Cashflow[] {
  return cashflows.filter((cashflow) => cashflow.ownerId === ownerId);
}
