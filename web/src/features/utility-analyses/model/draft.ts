import { utility } from '@keelson/core';

/** An alternative being edited; `useDraftCashflow` links the browser's current cashflow draft and never leaves the browser. */
export type DraftAlternative = { id: string; name: string; cashflowId?: string; useDraftCashflow?: boolean };

/** The analysis being edited (docs/spec/utility-analysis.md section 2); an empty templateId means no template chosen yet. */
export type AnalysisDraft = {
  templateId: string;
  templateVersion: number;
  title: string;
  alternatives: DraftAlternative[];
  answers: Record<string, Record<string, utility.Answer>>;
  weightOverrides: Record<string, number>;
  pairwiseComparisons: Record<string, number[][]>;
};

/** What the store keeps of a saved analysis: what the next update and a share need, and whose it is (lib/draft-privacy.ts). */
export type SavedAnalysisRecord = { id: string; ownerId: string; updated: string; readonlyId: string | null };

export function newAnalysisDraft(): AnalysisDraft {
  return { templateId: '', templateVersion: 1, title: '', alternatives: [], answers: {}, weightOverrides: {}, pairwiseComparisons: {} };
}

/** Splits a saved analysis from the server into the editable draft and its identity. */
export function splitSavedAnalysis(record: utility.SavedAnalysis): { draft: AnalysisDraft; saved: SavedAnalysisRecord } {
  return {
    draft: {
      templateId: record.templateId,
      templateVersion: record.templateVersion,
      title: record.title,
      alternatives: record.alternatives.map((alternative) => ({ ...alternative })),
      answers: record.answers,
      weightOverrides: record.weightOverrides ?? {},
      pairwiseComparisons: record.pairwiseComparisons ?? {},
    },
    saved: { id: record.id, ownerId: record.ownerId, updated: record.updated, readonlyId: record.readonlyId },
  };
}

/** The alternatives as core and the API know them: the client-only draft-cashflow flag stripped. */
export function apiAlternatives(alternatives: readonly DraftAlternative[]): utility.Alternative[] {
  return alternatives.map(({ id, name, cashflowId }) => (cashflowId === undefined ? { id, name } : { id, name, cashflowId }));
}

/**
 * The body of a save: the draft without client-only flags and without answers of removed alternatives,
 * plus for an update the `updated` stamp it was based on; `readonlyId` replaces the saved one when given.
 */
export function analysisSaveBody(
  draft: AnalysisDraft,
  saved: SavedAnalysisRecord | null,
  readonlyId?: string,
  frozen?: { template: utility.Template | null; metrics: Readonly<Record<string, utility.MetricValues>> },
): utility.AnalysisBody {
  const alternatives = apiAlternatives(draft.alternatives);
  const ids = new Set(alternatives.map((alternative) => alternative.id));
  const answers = freezeDraftMetrics(Object.fromEntries(Object.entries(draft.answers).filter(([id]) => ids.has(id))), draft.alternatives, frozen);
  const body: utility.AnalysisBody = {
    templateId: draft.templateId,
    templateVersion: draft.templateVersion,
    title: draft.title,
    alternatives,
    answers,
    weightOverrides: draft.weightOverrides,
    pairwiseComparisons: draft.pairwiseComparisons,
    readonlyId: readonlyId ?? saved?.readonlyId ?? null,
  };
  return saved === null ? body : { ...body, updated: saved.updated };
}

/**
 * A cashflow draft has no id on the server, so the figures it gives an alternative are saved with the
 * analysis: each unanswered cashflow-metric criterion of such an alternative gets the draft's value as a
 * number answer, and a shared copy ranks exactly as the page did.
 */
export function freezeDraftMetrics(
  answers: Record<string, Record<string, utility.Answer>>,
  alternatives: readonly DraftAlternative[],
  frozen: { template: utility.Template | null; metrics: Readonly<Record<string, utility.MetricValues>> } | undefined,
): Record<string, Record<string, utility.Answer>> {
  if (frozen === undefined || frozen.template === null) return answers;
  const metricLeaves = utility.allNodes(frozen.template.criteria).flatMap((node) => (node.kind === 'cashflowMetric' ? [node] : []));
  const result = { ...answers };
  for (const alternative of alternatives) {
    const metrics = frozen.metrics[alternative.id];
    if (alternative.useDraftCashflow !== true || metrics === undefined) continue;
    const own = { ...(result[alternative.id] ?? {}) };
    for (const leaf of metricLeaves) {
      const value = metrics[leaf.metric];
      if (own[leaf.id] === undefined && value !== null && value !== undefined) own[leaf.id] = { kind: 'number', value };
    }
    result[alternative.id] = own;
  }
  return result;
}
