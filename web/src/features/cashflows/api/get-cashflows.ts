import { cashflowListSchema } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listQueries } from '../../../lib/resource-keys';
import { cashflowKeys } from './query-keys';

/** `GET /api/cashflow`: the signed-in user's cashflows; an administrator gets everyone's, each with its owner's e-mail. */
export function getCashflows() {
  return apiRequest('GET', '/api/cashflow', { content: cashflowListSchema });
}

const cashflowLists = listQueries(cashflowKeys, getCashflows);

/** The signed-in user's own cashflows: an administrator's list is cut down to their own. */
export const ownCashflowsQuery = cashflowLists.own;

/** Every saved cashflow, as an administrator sees the list. */
export const allCashflowsQuery = cashflowLists.everyone;

/** The user's own cashflows; nothing is fetched while no one is signed in (`userId` null). */
export function useOwnCashflows(userId: string | null) {
  return useQuery({ ...ownCashflowsQuery(userId ?? ''), enabled: userId !== null });
}

export function useAllCashflows() {
  return useQuery(allCashflowsQuery);
}
