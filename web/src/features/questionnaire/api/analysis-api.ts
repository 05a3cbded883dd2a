import { cashflowListSchema, utility } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/utilityAnalysis/template/`: every template, for anyone. */
export function getTemplates() {
  return apiRequest('GET', '/api/utilityAnalysis/template/', { content: z.array(utility.templateSchema) });
}

export function useTemplates() {
  return useQuery({ queryKey: ['utilityAnalysis', 'templates'], queryFn: getTemplates, staleTime: Infinity });
}

/**
 * `GET /api/cashflow`: the signed-in user's own saved cashflows, to link alternatives to (an administrator
 * gets everyone's, but only one's own may be linked). Cached under the same key as the user area's list.
 */
export function useOwnCashflows(userId: string | null) {
  return useQuery({
    queryKey: ['cashflows', 'own', userId ?? ''],
    queryFn: async () => (await apiRequest('GET', '/api/cashflow', { content: cashflowListSchema })).filter((cashflow) => cashflow.ownerId === userId),
    enabled: userId !== null,
    staleTime: 5000,
  });
}

/** `GET /api/utilityAnalysis/{id}`: a saved analysis (its owner or an administrator). */
export function getAnalysis(id: string) {
  return apiRequest('GET', `/api/utilityAnalysis/${encodeURIComponent(id)}`, { content: utility.savedAnalysisSchema });
}

/** `POST /api/utilityAnalysis`: saves a draft as a new analysis of the signed-in user (1009 without a session). */
export function createAnalysis(body: utility.AnalysisBody) {
  return apiRequest('POST', '/api/utilityAnalysis', { content: utility.savedAnalysisSchema, body });
}

/** `PUT /api/utilityAnalysis/{id}`: the body carries the `updated` it was based on; a stale one is refused (409, 1012). */
export function updateAnalysis({ id, body }: { id: string; body: utility.AnalysisBody }) {
  return apiRequest('PUT', `/api/utilityAnalysis/${encodeURIComponent(id)}`, { content: utility.savedAnalysisSchema, body });
}

/** `GET /api/utilityAnalysis/readonly/{uuid}`: a shared analysis with its results. */
export function getReadonlyAnalysis(uuid: string) {
  return apiRequest('GET', `/api/utilityAnalysis/readonly/${encodeURIComponent(uuid)}`, { content: utility.readonlyAnalysisSchema });
}
