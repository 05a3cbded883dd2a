import { cashflowListSchema, type CashflowListItem } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiPageRequest } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/list-page';
import { listQueries } from '../../../lib/resource-keys';
import { cashflowKeys } from './query-keys';

/**
 * `GET /api/cashflow` with its paging, search and sort (`query`): a page of the signed-in user's cashflows, or of
 * everyone's for an administrator, each with its owner's e-mail.
 */
export async function getCashflowPage(query: string): Promise<ListPage<CashflowListItem>> {
  const { content, page } = await apiPageRequest(`/api/cashflow${query}`, { content: cashflowListSchema });
  return { items: content, page };
}

const cashflowLists = listQueries(cashflowKeys, getCashflowPage);

/** A page of the signed-in user's own cashflows (an administrator's too). */
export const ownCashflowsQuery = cashflowLists.ownPage;

/** A page of every saved cashflow, as an administrator sees the list. */
export const allCashflowsQuery = cashflowLists.everyonePage;

/** Every cashflow of the user's own at once; nothing is fetched while no one is signed in (`userId` null). */
export function useOwnCashflows(userId: string | null) {
  return useQuery({ ...cashflowLists.ownWhole(userId ?? ''), enabled: userId !== null });
}

/** Every cashflow an administrator sees, at once (up to maxWholeList): the admin questionnaires' exports read their metrics. */
export function useAllCashflows(enabled = true) {
  return useQuery({ ...cashflowLists.everyoneWhole(), enabled });
}
