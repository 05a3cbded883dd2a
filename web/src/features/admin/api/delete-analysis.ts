import type { utility } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminOverviewQueryKey } from './get-admin-overview';
import { analysesQueryRoot } from './get-all-analyses';

/** `DELETE /api/utilityAnalysis/{id}` (an administrator may delete anyone's analysis). */
export function deleteAnalysis(analysisId: string) {
  return apiRequest('DELETE', `/api/utilityAnalysis/${encodeURIComponent(analysisId)}`, { content: z.unknown() });
}

export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: async (_answer, analysisId) => {
      // The deleted entry leaves every cached list at once (docs/spec/product-spec.md section 4); lists and counts are then refetched.
      queryClient.setQueriesData<utility.SavedAnalysis[]>({ queryKey: analysesQueryRoot }, (list) => list?.filter((analysis) => analysis.id !== analysisId));
      await Promise.all([queryClient.invalidateQueries({ queryKey: analysesQueryRoot }), queryClient.invalidateQueries({ queryKey: adminOverviewQueryKey })]);
    },
  });
}
