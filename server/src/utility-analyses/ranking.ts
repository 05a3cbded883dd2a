import { utility } from '@keelson/core';
import type { z } from 'zod';
import { linkedCashflows, type LinkedCashflow } from '../cashflows/figures';
import type { Database } from '../db/client';
import { canLinkCashflow } from './policy';
import { presentAnalysis } from './presenters';
import type { AnalysisRow } from './repository';
import { findTemplateVersion } from './templates';

type ListItem = z.infer<typeof utility.analysisListSchema>[number];

const linkedIds = (rows: readonly AnalysisRow[]) =>
  rows.flatMap((row) => row.data.alternatives.flatMap((alternative) => (alternative.cashflowId === undefined ? [] : [alternative.cashflowId])));

/** Each alternative's metrics from the stored figures of its linked cashflow, where the policy lets the analysis link it. */
function metricsByAlternative(row: AnalysisRow, linked: ReadonlyMap<string, LinkedCashflow>): Record<string, utility.MetricValues> {
  const metrics: Record<string, utility.MetricValues> = {};
  for (const alternative of row.data.alternatives) {
    const cashflow = alternative.cashflowId === undefined ? undefined : linked.get(alternative.cashflowId);
    if (cashflow !== undefined && canLinkCashflow(row, cashflow) && cashflow.metrics !== null) metrics[alternative.id] = cashflow.metrics;
  }
  return metrics;
}

/**
 * The metrics an analysis's ranking reads: each alternative's, from the stored figures of its linked cashflow where
 * the policy lets the analysis link it; a cashflow saved before its metrics were kept is calculated once and stored.
 */
export async function linkedMetrics(db: Database, row: AnalysisRow): Promise<Record<string, utility.MetricValues>> {
  return metricsByAlternative(row, await linkedCashflows(db, { ownerIds: [row.ownerId], cashflowIds: linkedIds([row]), refresh: true }));
}

/** The ranking of an analysis (docs/spec/utility-analysis.md section 3) with the metrics of its linked cashflows (linkedMetrics). */
export function rankAnalysis(row: AnalysisRow, metrics: Record<string, utility.MetricValues>): utility.AlternativeResult[] {
  const template = findTemplateVersion(row.templateId, row.templateVersion);
  return template === undefined ? [] : utility.scoreAnalysis({ template, analysis: row.data, metrics });
}

/**
 * List entries: each analysis with its template's title and its leader (core's `leadingAlternative` of its ranking),
 * scored from the stored answers and the linked cashflows' stored metrics, without calculating.
 */
export async function analysisListItems(db: Database, entries: readonly { row: AnalysisRow; ownerEmail?: string }[]): Promise<ListItem[]> {
  const rows = entries.map((entry) => entry.row);
  const linked = await linkedCashflows(db, { ownerIds: rows.map((row) => row.ownerId), cashflowIds: linkedIds(rows), refresh: false });
  return entries.map(({ row, ownerEmail }) => {
    const template = findTemplateVersion(row.templateId, row.templateVersion);
    const leader = utility.leadingAlternative(rankAnalysis(row, metricsByAlternative(row, linked)));
    return {
      ...presentAnalysis(row),
      ...(ownerEmail === undefined ? {} : { ownerEmail }),
      templateTitle: template?.title ?? row.templateId,
      leader: leader === null ? null : { alternativeId: leader.alternativeId, name: leader.name, utility: leader.utility },
    };
  });
}
