import type { CashflowListItem } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { withoutId } from '../cashflow-records';
import { cashflowsQueryRoot } from './get-own-cashflows';

/** `DELETE /api/cashflow/{id}`: the cashflow and its read-only links. */
export function deleteCashflow(cashflowId: string) {
  return apiRequest('DELETE', `/api/cashflow/${encodeURIComponent(cashflowId)}`, { content: z.unknown() });
}

export function useDeleteCashflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCashflow,
    onSuccess: async (_answer, cashflowId) => {
      // The deleted entry leaves every cached list at once (docs/spec/product-spec.md section 4); the lists are then refetched.
      queryClient.setQueriesData<CashflowListItem[]>({ queryKey: cashflowsQueryRoot }, (list) => (list === undefined ? list : withoutId(list, cashflowId)));
      await queryClient.invalidateQueries({ queryKey: cashflowsQueryRoot });
    },
  });
}
