import { defaultLanguage, type Language } from '@keelson/core';
import { xlsxBlob } from '../../../lib/spreadsheet/xlsx';
import { workbookModel, type ExportSource } from './workbook-model';

/** The cashflow and its results as an Excel workbook (see `workbookModel` for the sheets), dates in the language's form. */
export function exportXlsx({ language = defaultLanguage, ...source }: ExportSource & { language?: Language }): Promise<Blob> {
  return xlsxBlob(workbookModel(source), language);
}
