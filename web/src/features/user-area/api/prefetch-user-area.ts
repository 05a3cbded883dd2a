import { preloadQuery } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { ownAnalysesQuery } from './get-own-analyses';
import { ownCashflowsQuery } from './get-own-cashflows';

/** What entering the user area loads first (docs/spec/product-spec.md section 2): the user's own cashflows. */
export async function prefetchUserArea(): Promise<void> {
  const me = useSessionStore.getState().me;
  if (me === null) return;
  // Side by side; a list that fails is only logged (preloadQuery).
  await Promise.all([preloadQuery(ownCashflowsQuery(me.id)), preloadQuery(ownAnalysesQuery(me.id))]);
}
