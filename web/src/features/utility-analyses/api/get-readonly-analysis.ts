import { utility } from '@keelson/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { templatesQuery } from './get-templates';

/** `GET /api/utilityAnalysis/readonly/{uuid}`: a shared analysis with its results, for anyone with the link. */
export function getReadonlyAnalysis(uuid: string) {
  return apiRequest('GET', `/api/utilityAnalysis/readonly/${encodeURIComponent(uuid)}`, { content: utility.readonlyAnalysisSchema });
}

/** The loader of `/app/questionnaire/readonly/{uuid}`: the shared analysis and its template (for titles), or not found. */
export async function readonlyQuestionnaireLoader({ params }: LoaderFunctionArgs) {
  const { uuid } = params;
  if (uuid === undefined || uuid === '') throw data(null, { status: 404 });
  let analysis: utility.ReadonlyAnalysis;
  try {
    analysis = await getReadonlyAnalysis(uuid);
  } catch {
    throw data(null, { status: 404 });
  }
  // Without the templates the page still shows the analysis, naming its template by id.
  const templates = await queryClient.fetchQuery(templatesQuery).catch(() => []);
  const template = templates.find((entry) => entry.id === analysis.templateId) ?? null;
  return { analysis, template };
}
