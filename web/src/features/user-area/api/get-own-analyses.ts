import { utility } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every cached list of utility analyses starts with this; a change to any analysis invalidates them all. */
export const analysesQueryRoot = ['utilityAnalyses'] as const;

/** The signed-in user's own analyses, per user, so that a list never outlives its owner's session. */
export function ownAnalysesQueryKey(userId: string) {
  return [...analysesQueryRoot, 'own', userId] as const;
}

/** `GET /api/utilityAnalysis/`: the signed-in user's analyses. An administrator gets everyone's, so the list keeps only the user's own. */
export async function getOwnAnalyses(userId: string) {
  const analyses = await apiRequest('GET', '/api/utilityAnalysis/', { content: utility.analysisListSchema });
  return analyses.filter((analysis) => analysis.ownerId === userId);
}

export function ownAnalysesQuery(userId: string) {
  // Fresh for a few seconds: the list that the area's loader has just fetched is not fetched again on mount.
  return queryOptions({ queryKey: ownAnalysesQueryKey(userId), queryFn: () => getOwnAnalyses(userId), staleTime: 5000 });
}

export function useOwnAnalyses(userId: string) {
  return useQuery(ownAnalysesQuery(userId));
}
