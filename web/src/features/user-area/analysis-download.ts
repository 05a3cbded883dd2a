import type { utility } from '@keelson/core';
import { analysisWorkbookModel } from '../../lib/analysis-export/analysis-model';
import { analysisCsv } from '../../lib/analysis-export/export-analysis-csv';
import { analysisXlsx } from '../../lib/analysis-export/export-analysis-xlsx';
import { downloadBlob, exportFileName } from '../../lib/cashflow-export/download';

export type AnalysisDownloadFormat = 'xlsx' | 'csv';

/** Scores a saved analysis in the browser with core against its template and downloads the export. */
export async function downloadAnalysis(analysis: utility.SavedAnalysis, template: utility.Template, format: AnalysisDownloadFormat): Promise<void> {
  const model = analysisWorkbookModel({ template, analysis });
  const name = analysis.title.trim() === '' ? 'questionnaire' : analysis.title;
  if (format === 'xlsx') {
    downloadBlob(await analysisXlsx(model), exportFileName(name, 'xlsx'));
  } else {
    // The byte order mark makes Excel read the file as UTF-8 rather than the system's code page.
    downloadBlob(new Blob(['\uFEFF', analysisCsv(model)], { type: 'text/csv;charset=utf-8' }), exportFileName(name, 'csv'));
  }
}
