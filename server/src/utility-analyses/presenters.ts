import type { utility } from '@keelson/core';
import type { AnalysisRow } from './repository';

/** What each answer shows of a stored analysis. */
export function presentAnalysis(row: AnalysisRow): utility.SavedAnalysis {
  return {
    id: row.id,
    ownerId: row.ownerId,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    title: row.title,
    ...row.data,
    readonlyId: row.readonlyId,
    updated: row.updated.toISOString(),
  };
}

/** A shared analysis as its read-only link shows it: with its ranking, without id, owner or link. */
export function presentReadonlyAnalysis(row: AnalysisRow, results: utility.AlternativeResult[]): utility.ReadonlyAnalysis {
  const { id: _id, ownerId: _ownerId, readonlyId: _readonlyId, ...shared } = presentAnalysis(row);
  return { ...shared, results };
}
