import { utility } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './query-keys';

/** `PUT /api/utilityAnalysis/{id}`: the body carries the `updated` it was based on; a stale one is refused (409, 1012). */
export function updateAnalysis({ id, body }: { id: string; body: utility.AnalysisBody }) {
  return apiRequest('PUT', `/api/utilityAnalysis/${encodeURIComponent(id)}`, { content: utility.savedAnalysisSchema, body });
}

export function useUpdateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAnalysis, onSuccess: () => queryClient.invalidateQueries({ queryKey: analysisKeys.lists() }) });
}
