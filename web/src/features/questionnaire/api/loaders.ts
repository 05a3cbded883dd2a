import { data, type LoaderFunctionArgs } from 'react-router';
import { useAnalysisStore } from '../store/analysis-store';
import { getAnalysis, getReadonlyAnalysis, getTemplates } from './analysis-api';

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

/** The loader of `/app/questionnaire/readonly/{uuid}`: the shared analysis and its template's title, or not found. */
export async function readonlyQuestionnaireLoader({ params }: LoaderFunctionArgs) {
  const { uuid } = params;
  if (uuid === undefined || uuid === '') throw data(null, { status: 404 });
  let analysis: Awaited<ReturnType<typeof getReadonlyAnalysis>>;
  try {
    analysis = await getReadonlyAnalysis(uuid);
  } catch {
    throw data(null, { status: 404 });
  }
  const templates = await getTemplates().catch(() => []);
  const template = templates.find((entry) => entry.id === analysis.templateId) ?? null;
  return { analysis, template };
}
