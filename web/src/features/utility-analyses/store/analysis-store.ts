import type { utility } from '@keelson/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PrivateDraft, UserId } from '../../../lib/draft-privacy';
import { signedInUserId } from '../../../lib/session-store';
import { withAnswer } from '../model/answers-table';
import { newAnalysisDraft, splitSavedAnalysis, type AnalysisDraft, type DraftAlternative, type SavedAnalysisRecord } from '../model/draft';

/** How an alternative is linked to a cashflow: not at all, a saved one, or the browser's current draft. */
export type CashflowLink = { kind: 'none' } | { kind: 'saved'; cashflowId: string } | { kind: 'draft' };

/** The current utility analysis, kept in the browser so that an anonymous draft survives a reload. */
export type AnalysisState = {
  draft: AnalysisDraft;
  saved: SavedAnalysisRecord | null;
  /** Who was signed in at the last edit (`null`: nobody): whom a draft never saved belongs to (lib/draft-privacy.ts). */
  typedBy: UserId;
  chooseTemplate: (template: Pick<utility.Template, 'id' | 'version'>) => void;
  setTitle: (title: string) => void;
  addAlternative: (name: string) => void;
  renameAlternative: (id: string, name: string) => void;
  removeAlternative: (id: string) => void;
  linkCashflow: (id: string, link: CashflowLink) => void;
  setAnswer: (alternativeId: string, leafId: string, answer: utility.Answer | undefined) => void;
  setWeightOverrides: (weightOverrides: Record<string, number>) => void;
  setComparison: (nodeId: string, matrix: number[][] | null) => void;
  loadSaved: (record: utility.SavedAnalysis) => void;
  /** The answer to a save: its identity is taken; the draft stays as edited (the server echoes the body). */
  savedAs: (record: utility.SavedAnalysis) => void;
  reset: () => void;
};

const patch = (set: (fn: (state: AnalysisState) => Partial<AnalysisState>) => void, change: (draft: AnalysisDraft) => Partial<AnalysisDraft>) =>
  set(({ draft }) => ({ draft: { ...draft, ...change(draft) }, typedBy: signedInUserId() }));

const linked = (alternative: DraftAlternative, link: CashflowLink): DraftAlternative => {
  const { cashflowId: _id, useDraftCashflow: _draft, ...rest } = alternative;
  if (link.kind === 'saved') return { ...rest, cashflowId: link.cashflowId };
  if (link.kind === 'draft') return { ...rest, useDraftCashflow: true };
  return rest;
};

export const useAnalysisStore = create<AnalysisState>()(
  persist(
    (set) => ({
      draft: newAnalysisDraft(),
      saved: null,
      typedBy: null,
      chooseTemplate: (template) =>
        patch(set, () => ({ templateId: template.id, templateVersion: template.version, answers: {}, weightOverrides: {}, pairwiseComparisons: {} })),
      setTitle: (title) => patch(set, () => ({ title })),
      addAlternative: (name) => patch(set, (draft) => ({ alternatives: [...draft.alternatives, { id: crypto.randomUUID(), name }] })),
      renameAlternative: (id, name) =>
        patch(set, (draft) => ({ alternatives: draft.alternatives.map((entry) => (entry.id === id ? { ...entry, name } : entry)) })),
      removeAlternative: (id) =>
        patch(set, (draft) => {
          const { [id]: _gone, ...answers } = draft.answers;
          return { alternatives: draft.alternatives.filter((entry) => entry.id !== id), answers };
        }),
      linkCashflow: (id, link) => patch(set, (draft) => ({ alternatives: draft.alternatives.map((entry) => (entry.id === id ? linked(entry, link) : entry)) })),
      setAnswer: (alternativeId, leafId, answer) => patch(set, (draft) => ({ answers: withAnswer(draft.answers, alternativeId, leafId, answer) })),
      setWeightOverrides: (weightOverrides) => patch(set, () => ({ weightOverrides })),
      setComparison: (nodeId, matrix) =>
        patch(set, (draft) => {
          const { [nodeId]: _old, ...rest } = draft.pairwiseComparisons;
          return { pairwiseComparisons: matrix === null ? rest : { ...rest, [nodeId]: matrix } };
        }),
      loadSaved: (record) => set({ ...splitSavedAnalysis(record), typedBy: null }),
      savedAs: (record) => set({ saved: splitSavedAnalysis(record).saved }),
      reset: () => set({ draft: newAnalysisDraft(), saved: null, typedBy: null }),
    }),
    {
      name: 'keelson-analysis',
      // Version 2 keeps the saved record's owner; see migrateAnalysisDraft.
      version: 2,
      storage: createJSONStorage(() => localStorage),
      // A draft kept before `typedBy` was kept reads as typed signed out: nobody's, as the rule then treated it.
      partialize: ({ draft, saved, typedBy }) => ({ draft, saved, typedBy }),
      migrate: (persisted) => migrateAnalysisDraft(persisted),
    },
  ),
);

/**
 * A draft kept by version 1 does not say whose saved record it is, so nobody can tell whether it may stay for the user
 * signed in now (lib/draft-privacy.ts): such a draft gives way to a new one (the record itself is on the server).
 * A draft never saved stays as it is.
 */
export function migrateAnalysisDraft(persisted: unknown): Pick<AnalysisState, 'draft' | 'saved'> {
  const kept = persisted as Partial<Pick<AnalysisState, 'draft' | 'saved'>> | null;
  const fresh = { draft: newAnalysisDraft(), saved: null };
  if (kept?.draft === undefined) return fresh;
  if (kept.saved === null || kept.saved === undefined) return { draft: kept.draft, saved: null };
  return typeof kept.saved.ownerId === 'string' ? { draft: kept.draft, saved: kept.saved } : fresh;
}

/** The questionnaire draft as the privacy rule sees it: its saved record's owner, else whoever typed it; discarding starts a new draft. */
export const analysisPrivateDraft: PrivateDraft = {
  owner: () => {
    const { saved, typedBy } = useAnalysisStore.getState();
    return saved?.ownerId ?? typedBy;
  },
  discard: () => useAnalysisStore.getState().reset(),
};
