import { cashflowListSchema } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every cached list of cashflows starts with this; a change to any cashflow invalidates them all. */
export const cashflowsQueryRoot = ['cashflows'] as const;
export const allCashflowsQueryKey = [...cashflowsQueryRoot, 'all'] as const;

/** `GET /api/cashflow` as an administrator: every saved cashflow with its owner's e-mail. */
export function getAllCashflows() {
  return apiRequest('GET', '/api/cashflow', { content: cashflowListSchema });
}

// Fresh for a few seconds: the list that the area's loader has just fetched is not fetched again on mount.
export const allCashflowsQuery = queryOptions({ queryKey: allCashflowsQueryKey, queryFn: getAllCashflows, staleTime: 5000 });

export function useAllCashflows() {
  return useQuery(allCashflowsQuery);
}
