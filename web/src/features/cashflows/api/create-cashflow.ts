import { savedCashflowSchema, type Cashflow } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cashflowKeys } from './query-keys';

/** `POST /api/cashflow`: saves a draft as a new cashflow of the signed-in user (1009 without a session). */
export function createCashflow(body: Cashflow) {
  return apiRequest('POST', '/api/cashflow', { content: savedCashflowSchema, body });
}

export function useCreateCashflow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCashflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: cashflowKeys.lists() }) });
}
