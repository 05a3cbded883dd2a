import type { LoaderFunctionArgs } from 'react-router';
import { ownCashflowsQuery } from '../../../features/cashflows/api/get-cashflows';
import { ownAnalysesQuery } from '../../../features/utility-analyses/api/get-analyses';
import { firstPage } from '../../../lib/list-page';
import { preloadQuery } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { guard } from '../../guard-loader';

/**
 * The user area's loader: after the guard lets the visit through, the first page of the user's own cashflows and
 * analyses loads first (docs/spec/product-spec.md section 2), side by side; a list that fails is only logged.
 */
export async function userAreaLoader(args: LoaderFunctionArgs): Promise<null> {
  await guard('userArea')(args);
  const me = useSessionStore.getState().me;
  if (me !== null) await Promise.all([preloadQuery(ownCashflowsQuery(me.id, firstPage)), preloadQuery(ownAnalysesQuery(me.id, firstPage))]);
  return null;
}
