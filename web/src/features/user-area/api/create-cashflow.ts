import { savedCashflowSchema, type Cashflow } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cashflowsQueryRoot } from './get-own-cashflows';

/** `POST /api/cashflow`: saves a draft as a new cashflow of the signed-in user. */
export function createCashflow(draft: Cashflow) {
  return apiRequest('POST', '/api/cashflow', { content: savedCashflowSchema, body: draft });
}

export function useCreateCashflow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCashflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: cashflowsQueryRoot }) });
}
