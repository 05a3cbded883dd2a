import { utility } from '@keelson/core';
import { apiRequest } from '../../../lib/api-client';
import { savedRecordLoader } from '../../../lib/saved-record-loader';
import { useAnalysisStore } from '../store/analysis-store';

/** `GET /api/utilityAnalysis/{id}`: a saved analysis (its owner or an administrator). */
export function getAnalysis(id: string) {
  return apiRequest('GET', `/api/utilityAnalysis/${encodeURIComponent(id)}`, { content: utility.savedAnalysisSchema });
}

/** The loader of `/app/questionnaire/{id?}`: an id the store does not hold is fetched and becomes current; a failure is not found. */
export const questionnaireLoader = savedRecordLoader(useAnalysisStore, getAnalysis);
