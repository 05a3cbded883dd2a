import { cashflowListSchema } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cashflowKeys } from './query-keys';

/** `GET /api/cashflow`: the signed-in user's cashflows; an administrator gets everyone's, each with its owner's e-mail. */
export function getCashflows() {
  return apiRequest('GET', '/api/cashflow', { content: cashflowListSchema });
}

/** The signed-in user's own cashflows: an administrator's list is cut down to their own. */
export function ownCashflowsQuery(userId: string) {
  // Fresh for a few seconds: the list that the area's loader has just fetched is not fetched again on mount.
  return queryOptions({
    queryKey: cashflowKeys.own(userId),
    queryFn: async () => (await getCashflows()).filter((cashflow) => cashflow.ownerId === userId),
    staleTime: 5000,
  });
}

/** Every saved cashflow, as an administrator sees the list. */
export const allCashflowsQuery = queryOptions({ queryKey: cashflowKeys.everyone(), queryFn: getCashflows, staleTime: 5000 });

/** The user's own cashflows; nothing is fetched while no one is signed in (`userId` null). */
export function useOwnCashflows(userId: string | null) {
  return useQuery({ ...ownCashflowsQuery(userId ?? ''), enabled: userId !== null });
}

export function useAllCashflows() {
  return useQuery(allCashflowsQuery);
}
