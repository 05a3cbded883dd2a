import type { utility } from '@keelson/core';

/** An alternative being edited; `useDraftCashflow` links the browser's current cashflow draft and never leaves the browser. */
export type DraftAlternative = { id: string; name: string; cashflowId?: string; useDraftCashflow?: boolean };

/** The analysis being edited (utility-analysis.md section 2); an empty templateId means no template chosen yet. */
export type AnalysisDraft = {
  templateId: string;
  templateVersion: number;
  title: string;
  alternatives: DraftAlternative[];
  answers: Record<string, Record<string, utility.Answer>>;
  weightOverrides: Record<string, number>;
  pairwiseComparisons: Record<string, number[][]>;
};

/** What the store keeps of a saved analysis: what the next update and a share need. */
export type SavedAnalysisRecord = { id: string; updated: string; readonlyId: string | null };

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
    saved: { id: record.id, updated: record.updated, readonlyId: record.readonlyId },
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
export function analysisSaveBody(draft: AnalysisDraft, saved: SavedAnalysisRecord | null, readonlyId?: string): utility.AnalysisBody {
  const alternatives = apiAlternatives(draft.alternatives);
  const ids = new Set(alternatives.map((alternative) => alternative.id));
  const answers = Object.fromEntries(Object.entries(draft.answers).filter(([id]) => ids.has(id)));
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
