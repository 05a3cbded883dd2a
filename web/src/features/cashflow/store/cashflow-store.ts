import type { CashflowTranche, SavedCashflow } from '@keelson/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newDraft, splitSaved, todayText, type Draft, type SavedRecord } from '../model/draft';
import { loadExampleCashflow } from '../model/example-cashflow';

/**
 * The current cashflow of docs/spec/product-spec.md section 4, kept in the browser so that an anonymous visitor's
 * draft survives a reload: the draft being edited and, once saved, the saved record's identity.
 * Results are not stored: the page computes them from the draft with core.
 */
export type CashflowState = {
  draft: Draft;
  saved: SavedRecord | null;
  /** Whether the draft was edited since it was started, loaded or saved. */
  edited: boolean;
  setField: <K extends keyof Draft>(field: K, value: Draft[K]) => void;
  patchDraft: (changes: Partial<Draft>) => void;
  setTranches: (tranches: CashflowTranche[]) => void;
  /** A record from the server becomes the current cashflow (a load, or the saved version after a conflict). */
  loadSaved: (record: SavedCashflow) => void;
  /**
   * The answer to a save replaces the current cashflow (docs/spec/product-spec.md section 4), unless the draft was
   * edited while the call ran: then only the record's identity is taken, and the edits stay.
   */
  savedAs: (record: SavedCashflow, sent: Draft) => void;
  /** A new identity (stamp, read-only ids) for the same fields, e.g. after deleting the read-only links. */
  setSaved: (record: SavedCashflow) => void;
  /** The worked example as a new, unsaved cashflow. */
  loadExample: () => void;
  /** Reset: a new draft, no saved record, so no results (docs/spec/product-spec.md section 4). */
  reset: () => void;
};

export const useCashflowStore = create<CashflowState>()(
  persist(
    (set) => ({
      draft: newDraft(todayText()),
      saved: null,
      edited: false,
      setField: (field, value) => set(({ draft }) => ({ draft: { ...draft, [field]: value }, edited: true })),
      patchDraft: (changes) => set(({ draft }) => ({ draft: { ...draft, ...changes }, edited: true })),
      setTranches: (tranches) => set(({ draft }) => ({ draft: { ...draft, tranches }, edited: true })),
      loadSaved: (record) => set({ ...splitSaved(record), edited: false }),
      savedAs: (record, sent) => set(({ draft }) => (draft === sent ? { ...splitSaved(record), edited: false } : { saved: splitSaved(record).saved })),
      setSaved: (record) => set({ saved: splitSaved(record).saved }),
      loadExample: () => set({ draft: loadExampleCashflow(), saved: null, edited: false }),
      reset: () => set({ draft: newDraft(todayText()), saved: null, edited: false }),
    }),
    {
      name: 'keelson-cashflow',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ draft, saved, edited }) => ({ draft, saved, edited }),
    },
  ),
);
