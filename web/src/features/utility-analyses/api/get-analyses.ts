import { utility } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listQueries } from '../../../lib/resource-keys';
import { analysisKeys } from './query-keys';

/**
 * `GET /api/utilityAnalysis/`: the signed-in user's analyses, each with its template's title and leading
 * alternative; an administrator gets everyone's, each with its owner's e-mail.
 */
export function getAnalyses() {
  return apiRequest('GET', '/api/utilityAnalysis/', { content: utility.analysisListSchema });
}

const analysisLists = listQueries(analysisKeys, getAnalyses);

/** The signed-in user's own analyses: an administrator's list is cut down to their own. */
export const ownAnalysesQuery = analysisLists.own;

/** Every saved analysis, as an administrator sees the list. */
export const allAnalysesQuery = analysisLists.everyone;

export function useOwnAnalyses(userId: string) {
  return useQuery(ownAnalysesQuery(userId));
}

export function useAllAnalyses() {
  return useQuery(allAnalysesQuery);
}
