import { xlsxBlob } from '../../../lib/spreadsheet/xlsx';
import { workbookModel, type ExportSource } from './workbook-model';

/** The cashflow and its results as an Excel workbook (see `workbookModel` for the sheets). */
export function exportXlsx(source: ExportSource): Promise<Blob> {
  return xlsxBlob(workbookModel(source));
}
