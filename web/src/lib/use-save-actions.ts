import { useState } from 'react';
import { actionFailureOf, recordLimitOf, type ActionFailure } from './action-failure';
import { fieldErrorText } from './field-error-text';
import { NotYourDraftError } from './draft-privacy';
import { notify } from './notifications';

/** A draft store that holds the saved version of its record and can put a fetched one in place of the draft. */
export type SavedVersionStore<Saved> = { getState: () => { saved: { id: string } | null; loadSaved: (saved: Saved) => void } };

/**
 * How a save ended; `notYours`: refused before sending, the draft was of another account's record (lib/draft-privacy.ts);
 * `recordLimit`: a new record the account has no room for, told as it happened.
 */
export type SaveOutcome = { ok: true; created: boolean } | { ok: false; failure: ActionFailure | 'notYours' | 'recordLimit' };

/** The words of one kind of save: created or updated, or why not (sign in first, or any other failure). */
export type SaveTexts = { created: string; updated: string; unauthorized: string; failed: string };

/** Tells how a save went; a stale one, one refused as `notYours` and one beyond the record limit were told when they happened (see `useSaveActions`). */
export function notifySaveOutcome(outcome: SaveOutcome, texts: SaveTexts): void {
  if (outcome.ok) notify('success', outcome.created ? texts.created : texts.updated);
  else if (outcome.failure === 'unauthorized') notify('warning', texts.unauthorized);
  else if (outcome.failure === 'failed') notify('error', texts.failed);
}

/**
 * What the actions of an editing page (cashflow, questionnaire) share: one action runs at a time and
 * `busy` names it; a save refused as stale sets `stale`, so that the page offers the saved version; a new
 * record refused for the account's record limit says so in the rule's words.
 */
export function useSaveActions<Action extends string>(staleText: string) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [stale, setStale] = useState(false);

  const run = async (action: Action, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  /** Sends a save; `created` says whether it made a new record. */
  const attempt = async (save: () => Promise<{ created: boolean }>): Promise<SaveOutcome> => {
    try {
      const { created } = await save();
      setStale(false);
      return { ok: true, created };
    } catch (error) {
      if (error instanceof NotYourDraftError) return { ok: false, failure: 'notYours' };
      const limit = recordLimitOf(error);
      if (limit !== undefined) {
        notify('error', fieldErrorText(limit));
        return { ok: false, failure: 'recordLimit' };
      }
      const failure = actionFailureOf(error);
      if (failure === 'stale') {
        setStale(true);
        notify('error', staleText);
      }
      return { ok: false, failure };
    }
  };

  /** After a conflict: the saved version, fetched again, replaces the draft of `store`; `failed` says when it cannot. */
  const reloadSaved = <Saved>(action: Action, store: SavedVersionStore<Saved>, fetchSaved: (id: string) => Promise<Saved>, failed: string) =>
    run(action, async () => {
      const saved = store.getState().saved;
      if (saved === null) return;
      try {
        store.getState().loadSaved(await fetchSaved(saved.id));
        setStale(false);
      } catch {
        notify('error', failed);
      }
    });

  return { busy, stale, setStale, run, attempt, reloadSaved };
}
