import type { Language, utility } from '@keelson/core';
import type { z } from 'zod';
import type { AnalysisRow } from './repository';
import { findTemplateVersion } from './templates';
import { localizedKnockOuts, localizedTemplateTitle } from './templates/localize';

type ListItem = z.infer<typeof utility.analysisListSchema>[number];

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

/** List entries with their template titles in the language; an entry whose template version is unknown keeps its title. */
export function localizedAnalysisList(items: readonly ListItem[], language: Language): ListItem[] {
  return items.map((item) => {
    const template = findTemplateVersion(item.templateId, item.templateVersion);
    return template === undefined ? item : { ...item, templateTitle: localizedTemplateTitle(template, language) };
  });
}

/** A shared analysis with the reasons of its ranking's knock-outs in the language; the scores are the same in every language. */
export function localizedReadonlyAnalysis(analysis: utility.ReadonlyAnalysis, language: Language): utility.ReadonlyAnalysis {
  return {
    ...analysis,
    results: analysis.results.map((result) => ({ ...result, knockOuts: localizedKnockOuts(analysis.templateId, result.knockOuts, language) })),
  };
}
