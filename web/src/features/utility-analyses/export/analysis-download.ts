import { defaultLanguage, languageOfTag, type Language, type utility } from '@keelson/core';
import { row, textCell, type WorkbookModel } from '../../../lib/spreadsheet/cells';
import { csvBlob, toCsv } from '../../../lib/spreadsheet/csv';
import { downloadBlob, exportFileName } from '../../../lib/spreadsheet/download';
import { xlsxBlob } from '../../../lib/spreadsheet/xlsx';
import { i18n } from '../../../lib/i18n';
import { analysisExportLabels, analysisWorkbookModel, type AnalysisExportSource } from './analysis-model';

export type AnalysisDownloadFormat = 'xlsx' | 'csv';

/**
 * The sheets of an analysis export as one CSV (RFC 4180): each sheet under its name, an empty line between them;
 * German with semicolons and decimal commas, as German Excel reads it.
 */
export function analysisCsv(model: WorkbookModel, language: Language = defaultLanguage): string {
  const rows = model.sheets.flatMap((sheet, index) => [...(index === 0 ? [] : [row([])]), row([textCell(sheet.name)], 'title'), ...sheet.rows]);
  return toCsv(rows, language);
}

/**
 * Ranks a saved analysis in the browser with core against its template and its linked cashflows' metrics, as the
 * screen does, and downloads the export, in the active language.
 */
export async function downloadAnalysis(source: AnalysisExportSource & { analysis: utility.SavedAnalysis }, format: AnalysisDownloadFormat): Promise<void> {
  const language = languageOfTag(i18n.language);
  const model = analysisWorkbookModel(source, analysisExportLabels(i18n.t('questionnaires.export', { returnObjects: true })), language);
  const { title } = source.analysis;
  const name = title.trim() === '' ? 'questionnaire' : title;
  if (format === 'xlsx') downloadBlob(await xlsxBlob(model, language), exportFileName(name, 'xlsx'));
  else downloadBlob(csvBlob(analysisCsv(model, language)), exportFileName(name, 'csv'));
}
