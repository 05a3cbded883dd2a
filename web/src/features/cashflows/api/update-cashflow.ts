import { savedCashflowSchema, type Cashflow } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cashflowKeys } from './query-keys';

/** `PUT /api/cashflow/{id}`: the body carries the `updated` stamp it was based on; a stale one is refused (409, 1012). */
export function updateCashflow({ id, body }: { id: string; body: Cashflow }) {
  return apiRequest('PUT', `/api/cashflow/${encodeURIComponent(id)}`, { content: savedCashflowSchema, body });
}

export function useUpdateCashflow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCashflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: cashflowKeys.lists() }) });
}
