import { discardForeignDrafts, keepDraftsPrivate, userOf, type PrivateDraft, type SessionSource, type UserId } from '../lib/draft-privacy';
import { sessionStorageKey, useSessionStore } from '../lib/session-store';

/**
 * Where the drafts' stores keep them in the browser (their persist names: lib/cashflow-draft.ts and the questionnaire's
 * analysis-store.ts; session-privacy.test.ts checks that they agree).
 */
export const draftStorageKeys = ['keelson-cashflow', 'keelson-analysis'] as const;

/**
 * The rule of lib/draft-privacy.ts for drafts whose stores are loaded later than the session is followed: every change
 * of user seen until then is applied to them when they come (`attach`), as if they had been followed from the start;
 * from then on `keepDraftsPrivate` follows the session. `onUserChange` runs at each change of user throughout.
 */
export function keepLaterDraftsPrivate(session: SessionSource, onUserChange: () => void) {
  const start = userOf(session.getState());
  const changes: [UserId, UserId][] = [];
  const stopRecording = session.subscribe((state, previous) => {
    const before = userOf(previous);
    const after = userOf(state);
    if (before === after) return;
    changes.push([before, after]);
    onUserChange();
  });
  return {
    attach(drafts: readonly PrivateDraft[]): () => void {
      stopRecording();
      discardForeignDrafts(drafts, start, start);
      for (const [before, after] of changes) discardForeignDrafts(drafts, before, after);
      return keepDraftsPrivate(session, drafts, onUserChange);
    },
    stop: stopRecording,
  };
}

/** What a change of user empties besides the drafts: the data cache, registered by the layout that provides it. */
const userChangeClearings = new Set<() => void>();

/** Registers something that holds a user's data and must be emptied when the user changes (the data cache). */
export function clearOnUserChange(clear: () => void): () => void {
  userChangeClearings.add(clear);
  return () => userChangeClearings.delete(clear);
}

let drafts: ReturnType<typeof keepLaterDraftsPrivate> | null = null;
let draftsProtected: Promise<void> | null = null;
let stopDrafts: () => void = () => undefined;

/**
 * The drafts' stores, loaded and under the rule. Every page beyond the index page waits for it before it shows
 * (app/router.tsx), so that no page shows a draft that the rule would discard; the index page shows none and loads
 * no store (nor the schemas the stores need), unless the browser holds a draft, which is then checked at once.
 */
export function protectDrafts(): Promise<void> {
  draftsProtected ??= Promise.all([import('../lib/cashflow-draft'), import('../features/utility-analyses/store/analysis-store')]).then(
    ([{ cashflowPrivateDraft }, { analysisPrivateDraft }]) => {
      if (drafts !== null) stopDrafts = drafts.attach([cashflowPrivateDraft, analysisPrivateDraft]);
    },
    (error: unknown) => {
      draftsProtected = null;
      throw error;
    },
  );
  return draftsProtected;
}

/**
 * Keeps one user's records from the next user of this browser, from start-up on: the drafts of
 * records the signed-in user does not own are discarded (lib/draft-privacy.ts), and a change of user empties the data
 * cache, which holds the previous user's lists. Another tab's sign-in or sign-out reaches this one through the
 * persisted session, so a draft left open there is discarded here too. Returns what stops it (tests, hot reload).
 */
export function protectSessionData(): () => void {
  drafts = keepLaterDraftsPrivate(useSessionStore, () => userChangeClearings.forEach((clear) => clear()));
  if (draftStorageKeys.some((key) => localStorage.getItem(key) !== null)) void protectDrafts().catch(() => undefined);
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === sessionStorageKey) void useSessionStore.persist.rehydrate();
  };
  window.addEventListener('storage', followOtherTabs);
  return () => {
    drafts?.stop();
    stopDrafts();
    window.removeEventListener('storage', followOtherTabs);
  };
}
