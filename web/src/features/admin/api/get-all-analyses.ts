import { utility } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every cached list of utility analyses starts with this (as in the user area); a change to any analysis invalidates them all. */
export const analysesQueryRoot = ['utilityAnalyses'] as const;
export const allAnalysesQueryKey = [...analysesQueryRoot, 'all'] as const;

/** `GET /api/utilityAnalysis/` as an administrator: every saved analysis with its owner's e-mail. */
export function getAllAnalyses() {
  return apiRequest('GET', '/api/utilityAnalysis/', { content: utility.analysisListSchema });
}

// Fresh for a few seconds: the list that the area's loader has just fetched is not fetched again on mount.
export const allAnalysesQuery = queryOptions({ queryKey: allAnalysesQueryKey, queryFn: getAllAnalyses, staleTime: 5000 });

export function useAllAnalyses() {
  return useQuery(allAnalysesQuery);
}
