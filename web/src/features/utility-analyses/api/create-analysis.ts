import { utility } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './query-keys';

/** `POST /api/utilityAnalysis`: saves a body as a new analysis of the signed-in user (1009 without a session). */
export function createAnalysis(body: utility.AnalysisBody) {
  return apiRequest('POST', '/api/utilityAnalysis', { content: utility.savedAnalysisSchema, body });
}

export function useCreateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAnalysis, onSuccess: () => queryClient.invalidateQueries({ queryKey: analysisKeys.lists() }) });
}
