import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { removeFromLists } from '../../../lib/query-client';
import { analysisKeys } from './query-keys';

/** `DELETE /api/utilityAnalysis/{id}`: the analysis and its read-only link (its owner, or an administrator for anyone's). */
export function deleteAnalysis(analysisId: string) {
  return apiRequest('DELETE', `/api/utilityAnalysis/${encodeURIComponent(analysisId)}`, { content: z.unknown() });
}

export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAnalysis, onSuccess: (_answer, analysisId) => removeFromLists(queryClient, analysisKeys.lists(), analysisId) });
}
