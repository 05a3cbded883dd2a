import type { utility } from '@keelson/core';

/** The longest title the server stores. */
const maxTitleLength = 200;

export type AnalysisListItem = utility.SavedAnalysis & { ownerEmail?: string | undefined };

/**
 * The body of `POST /api/utilityAnalysis` that copies a saved analysis: every field but its id, owner,
 * save time and read-only id, titled "<title> (copy)" within the title's length limit.
 */
export function duplicateAnalysisBody(record: AnalysisListItem, copySuffix: string): utility.AnalysisBody {
  const { id: _id, ownerId: _ownerId, updated: _updated, readonlyId: _readonlyId, ownerEmail: _ownerEmail, ...fields } = record;
  const title = `${record.title.slice(0, maxTitleLength - copySuffix.length)}${copySuffix}`.trim();
  return { ...fields, title };
}

/** The shared read-only address of an analysis, or null when it is not shared. */
export function analysisReadonlyLink(origin: string, readonlyId: string | null): string | null {
  return readonlyId === null ? null : `${origin}/app/questionnaire/readonly/${encodeURIComponent(readonlyId)}`;
}

/** A title to show: the analysis's, or the fallback when it has none. */
export function analysisTitle(record: Pick<utility.SavedAnalysis, 'title'>, fallback: string): string {
  const title = record.title.trim();
  return title === '' ? fallback : title;
}

/** The title of the template an analysis was started on, or its id when the template is unknown. */
export function templateTitle(templates: readonly Pick<utility.Template, 'id' | 'title'>[] | undefined, templateId: string): string {
  return templates?.find((template) => template.id === templateId)?.title ?? templateId;
}

/** The template version an analysis was started on, or null when the server no longer lists it. */
export function templateOf<Template extends Pick<utility.Template, 'id' | 'version'>>(
  templates: readonly Template[] | undefined,
  analysis: Pick<utility.SavedAnalysis, 'templateId' | 'templateVersion'>,
): Template | null {
  return templates?.find((template) => template.id === analysis.templateId && template.version === analysis.templateVersion) ?? null;
}
