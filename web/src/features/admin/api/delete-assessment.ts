import type { CashflowListItem } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { cashflowsQueryRoot } from './get-all-cashflows';
import { adminOverviewQueryKey } from './get-admin-overview';

/** `DELETE /api/cashflow/{id}` (an administrator may delete anyone's cashflow). */
export function deleteAssessment(cashflowId: string) {
  return apiRequest('DELETE', `/api/cashflow/${encodeURIComponent(cashflowId)}`, { content: z.unknown() });
}

export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSuccess: async (_answer, cashflowId) => {
      // The deleted entry leaves every cached list at once (docs/spec/product-spec.md section 4); lists and counts are then refetched.
      queryClient.setQueriesData<CashflowListItem[]>({ queryKey: cashflowsQueryRoot }, (list) => list?.filter((cashflow) => cashflow.id !== cashflowId));
      await Promise.all([queryClient.invalidateQueries({ queryKey: cashflowsQueryRoot }), queryClient.invalidateQueries({ queryKey: adminOverviewQueryKey })]);
    },
  });
}
