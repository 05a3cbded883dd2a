import type { utility } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { withoutId } from '../cashflow-records';
import { analysesQueryRoot } from './get-own-analyses';

/** `DELETE /api/utilityAnalysis/{id}`: the analysis and its read-only link. */
export function deleteAnalysis(analysisId: string) {
  return apiRequest('DELETE', `/api/utilityAnalysis/${encodeURIComponent(analysisId)}`, { content: z.unknown() });
}

export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: async (_answer, analysisId) => {
      // The deleted entry leaves every cached list at once (docs/spec/product-spec.md section 4); the lists are then refetched.
      queryClient.setQueriesData<utility.SavedAnalysis[]>({ queryKey: analysesQueryRoot }, (list) => (list === undefined ? list : withoutId(list, analysisId)));
      await queryClient.invalidateQueries({ queryKey: analysesQueryRoot });
    },
  });
}
