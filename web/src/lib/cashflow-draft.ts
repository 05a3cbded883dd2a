import { withDefaults, type Cashflow, type CashflowTranche, type SavedCashflow } from '@keelson/core';
import { useMemo } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PrivateDraft, UserId } from './draft-privacy';
import { signedInUserId } from './session-store';

/**
 * The current cashflow of docs/spec/product-spec.md section 4, kept in the browser so that an anonymous
 * visitor's draft survives a reload. It lives in lib because two features read it: the cashflow page
 * edits it, and an alternative of a questionnaire may be linked to it.
 */

/**
 * The cashflow being edited: a draft Cashflow whose broker estimates may hold empty entries (null) while
 * the user is adding one, so that core can name the entry ("brokerValueEsimationsCurr.1 is required").
 * A save sends only the entries that hold a number.
 */
export type Draft = Omit<Cashflow, 'brokerValueEsimationsCurr'> & { brokerValueEsimationsCurr?: (number | null)[] | null };

/** What the store keeps of a saved record besides its fields: what the next update must send back. */
export type SavedRecord = { id: string; ownerId: string; updated: string; readonlyIds: string[] };

/** Today in the visitor's own calendar, as `YYYY-MM-DD`. */
export function todayText(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A new cashflow: every default of docs/spec/product-spec.md section 3 filled in, valued today; the fields without
 * a default (construction date, tonnage, broker estimates, charter, opex, equity yield) stay empty.
 */
export function newDraft(today: string): Cashflow {
  return withDefaults({ valuationDate: today, brokerValueEsimationsCurr: [], tranches: [] });
}

/** Splits a record from the server into the editable draft and the record's identity. */
export function splitSaved(record: SavedCashflow): { draft: Draft; saved: SavedRecord } {
  const { id, ownerId, updated, readonlyIds, ...draft } = record;
  return { draft, saved: { id, ownerId, updated, readonlyIds } };
}

/** The draft as a cashflow: broker estimates still being typed (empty entries) are left out, as a save leaves them out. */
export function cashflowOfDraft(draft: Draft): Cashflow {
  const { brokerValueEsimationsCurr: estimates, ...rest } = draft;
  const cashflow: Cashflow = { ...rest };
  if (estimates !== undefined) cashflow.brokerValueEsimationsCurr = estimates === null ? null : estimates.filter((entry) => entry !== null);
  return cashflow;
}

export type CashflowDraftState = {
  draft: Draft;
  saved: SavedRecord | null;
  /** Whether the draft was edited since it was started, loaded or saved. */
  edited: boolean;
  /** Who was signed in at the last edit (`null`: nobody): whom a draft never saved belongs to (lib/draft-privacy.ts). */
  typedBy: UserId;
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
  /** A new, unsaved cashflow with these fields (the worked example), or with the defaults (reset, docs/spec/product-spec.md section 4). */
  startOver: (draft?: Cashflow) => void;
};

/** The persisted store of the current cashflow. Results are not stored: they are computed from the draft with core. */
export const useCashflowDraftStore = create<CashflowDraftState>()(
  persist(
    (set) => ({
      draft: newDraft(todayText()),
      saved: null,
      edited: false,
      typedBy: null,
      setField: (field, value) => set(({ draft }) => ({ draft: { ...draft, [field]: value }, edited: true, typedBy: signedInUserId() })),
      patchDraft: (changes) => set(({ draft }) => ({ draft: { ...draft, ...changes }, edited: true, typedBy: signedInUserId() })),
      setTranches: (tranches) => set(({ draft }) => ({ draft: { ...draft, tranches }, edited: true, typedBy: signedInUserId() })),
      loadSaved: (record) => set({ ...splitSaved(record), edited: false, typedBy: null }),
      savedAs: (record, sent) => set(({ draft }) => (draft === sent ? { ...splitSaved(record), edited: false } : { saved: splitSaved(record).saved })),
      setSaved: (record) => set({ saved: splitSaved(record).saved }),
      startOver: (draft) => set({ draft: draft ?? newDraft(todayText()), saved: null, edited: false, typedBy: null }),
    }),
    {
      name: 'keelson-cashflow',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // A draft kept before `typedBy` was kept reads as typed signed out: nobody's, as the rule then treated it.
      partialize: ({ draft, saved, edited, typedBy }) => ({ draft, saved, edited, typedBy }),
    },
  ),
);

/**
 * The cashflow draft as the privacy rule sees it (lib/draft-privacy.ts): its saved record's owner, else whoever typed
 * it; discarding starts a new draft.
 */
export const cashflowPrivateDraft: PrivateDraft = {
  owner: () => {
    const { saved, typedBy } = useCashflowDraftStore.getState();
    return saved?.ownerId ?? typedBy;
  },
  discard: () => useCashflowDraftStore.getState().startOver(),
};

/** The current cashflow draft as core calculates it, for a questionnaire alternative linked to it. */
export function useCurrentCashflow(): Cashflow {
  const draft = useCashflowDraftStore((state) => state.draft);
  return useMemo(() => cashflowOfDraft(draft), [draft]);
}
