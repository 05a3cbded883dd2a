import { cashflowListSchema } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every cached list of cashflows starts with this; a change to any cashflow invalidates them all. */
export const cashflowsQueryRoot = ['cashflows'] as const;

/** The signed-in user's own cashflows, per user, so that a list never outlives its owner's session. */
export function ownCashflowsQueryKey(userId: string) {
  return [...cashflowsQueryRoot, 'own', userId] as const;
}

/**
 * `GET /api/cashflow`: the signed-in user's cashflows. An administrator gets everyone's, so the list
 * keeps only the user's own.
 */
export async function getOwnCashflows(userId: string) {
  const cashflows = await apiRequest('GET', '/api/cashflow', { content: cashflowListSchema });
  return cashflows.filter((cashflow) => cashflow.ownerId === userId);
}

export function ownCashflowsQuery(userId: string) {
  // Fresh for a few seconds: the list that the area's loader has just fetched is not fetched again on mount.
  return queryOptions({ queryKey: ownCashflowsQueryKey(userId), queryFn: () => getOwnCashflows(userId), staleTime: 5000 });
}

export function useOwnCashflows(userId: string) {
  return useQuery(ownCashflowsQuery(userId));
}
