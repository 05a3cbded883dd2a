import { savedCashflowSchema } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cashflowKeys } from './query-keys';

/** `DELETE /api/cashflow/readonly/{id}` ({id}: the cashflow's id): removes all its read-only ids; answers the record. */
export function deleteReadonlyLinks(id: string) {
  return apiRequest('DELETE', `/api/cashflow/readonly/${encodeURIComponent(id)}`, { content: savedCashflowSchema });
}

export function useDeleteReadonlyLinks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReadonlyLinks, onSuccess: () => queryClient.invalidateQueries({ queryKey: cashflowKeys.lists() }) });
}
