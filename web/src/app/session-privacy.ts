import { analysisPrivateDraft } from '../features/utility-analyses/store/analysis-store';
import { cashflowPrivateDraft } from '../lib/cashflow-draft';
import { keepDraftsPrivate } from '../lib/draft-privacy';
import { queryClient } from '../lib/query-client';
import { sessionStorageKey, useSessionStore } from '../lib/session-store';

/**
 * Keeps one user's records from the next user of this browser (issue 11, finding 13), from start-up on: the drafts of
 * records the signed-in user does not own are discarded (lib/draft-privacy.ts), and a change of user empties the data
 * cache, which holds the previous user's lists. Another tab's sign-in or sign-out reaches this one through the
 * persisted session, so a draft left open there is discarded here too. Returns what stops it (tests, hot reload).
 */
export function protectSessionData(): () => void {
  const stop = keepDraftsPrivate(useSessionStore, [cashflowPrivateDraft, analysisPrivateDraft], () => queryClient.removeQueries());
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === sessionStorageKey) void useSessionStore.persist.rehydrate();
  };
  window.addEventListener('storage', followOtherTabs);
  return () => {
    stop();
    window.removeEventListener('storage', followOtherTabs);
  };
}
