import { utility } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './query-keys';

/**
 * `GET /api/utilityAnalysis/`: the signed-in user's analyses, each with its template's title and leading
 * alternative; an administrator gets everyone's, each with its owner's e-mail.
 */
export function getAnalyses() {
  return apiRequest('GET', '/api/utilityAnalysis/', { content: utility.analysisListSchema });
}

/** The signed-in user's own analyses: an administrator's list is cut down to their own. */
export function ownAnalysesQuery(userId: string) {
  // Fresh for a few seconds: the list that the area's loader has just fetched is not fetched again on mount.
  return queryOptions({
    queryKey: analysisKeys.own(userId),
    queryFn: async () => (await getAnalyses()).filter((analysis) => analysis.ownerId === userId),
    staleTime: 5000,
  });
}

/** Every saved analysis, as an administrator sees the list. */
export const allAnalysesQuery = queryOptions({ queryKey: analysisKeys.everyone(), queryFn: getAnalyses, staleTime: 5000 });

export function useOwnAnalyses(userId: string) {
  return useQuery(ownAnalysesQuery(userId));
}

export function useAllAnalyses() {
  return useQuery(allAnalysesQuery);
}
