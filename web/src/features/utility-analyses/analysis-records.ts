import type { utility } from '@keelson/core';
import type { z } from 'zod';

/** The longest title the server stores. */
const maxTitleLength = 200;

/** An analysis as the lists show it: with its template's title and leading alternative, and for administrators its owner. */
export type AnalysisListItem = z.infer<typeof utility.analysisListSchema>[number];

/**
 * The body of `POST /api/utilityAnalysis` that copies a saved analysis: every field but its id, owner,
 * save time, read-only id and what the list adds (template title, leader), titled "<title> (copy)" within
 * the title's length limit.
 */
export function duplicateAnalysisBody(record: AnalysisListItem, copySuffix: string): utility.AnalysisBody {
  const {
    id: _id,
    ownerId: _ownerId,
    updated: _updated,
    readonlyId: _readonlyId,
    ownerEmail: _ownerEmail,
    templateTitle: _templateTitle,
    leader: _leader,
    ...fields
  } = record;
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

/** The template version an analysis was started on, or null when the server no longer lists it. */
export function templateOf<Template extends Pick<utility.Template, 'id' | 'version'>>(
  templates: readonly Template[] | undefined,
  analysis: Pick<utility.SavedAnalysis, 'templateId' | 'templateVersion'>,
): Template | null {
  return templates?.find((template) => template.id === analysis.templateId && template.version === analysis.templateVersion) ?? null;
}
