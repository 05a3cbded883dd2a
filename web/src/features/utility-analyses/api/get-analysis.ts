import { utility } from '@keelson/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { useAnalysisStore } from '../store/analysis-store';

/** `GET /api/utilityAnalysis/{id}`: a saved analysis (its owner or an administrator). */
export function getAnalysis(id: string) {
  return apiRequest('GET', `/api/utilityAnalysis/${encodeURIComponent(id)}`, { content: utility.savedAnalysisSchema });
}

/** The loader of `/app/questionnaire/{id?}`: an id the store does not hold is fetched and becomes current; a failure is not found. */
export async function questionnaireLoader({ params }: LoaderFunctionArgs) {
  const { id } = params;
  if (id === undefined || id === '' || useAnalysisStore.getState().saved?.id === id) return null;
  try {
    useAnalysisStore.getState().loadSaved(await getAnalysis(id));
  } catch {
    throw data(null, { status: 404 });
  }
  return null;
}
