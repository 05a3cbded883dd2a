import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { removeFromLists } from '../../../lib/query-client';
import { cashflowKeys } from './query-keys';

/** `DELETE /api/cashflow/{id}`: the cashflow and its read-only links (its owner, or an administrator for anyone's). */
export function deleteCashflow(cashflowId: string) {
  return apiRequest('DELETE', `/api/cashflow/${encodeURIComponent(cashflowId)}`, { content: z.unknown() });
}

export function useDeleteCashflow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCashflow, onSuccess: (_answer, cashflowId) => removeFromLists(queryClient, cashflowKeys.lists(), cashflowId) });
}
