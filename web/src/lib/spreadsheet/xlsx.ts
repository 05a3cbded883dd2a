import { datePatternOf, defaultLanguage, type Language } from '@keelson/core';
import type { Cell as ExcelCell, Workbook } from 'exceljs';
import type { Cell, SheetModel, WorkbookModel } from './cells';

/**
 * The date formats of a workbook in the reader's notation. Number format codes are locale-neutral (`#,##0.00`
 * shows with the reader's own separators), but a date's order and separators are written out: German `dd.mm.yyyy`.
 */
function dateFormatsOf(language: Language): { date: string; moment: string } {
  const date = datePatternOf(language).toLowerCase();
  return { date, moment: `${date} hh:mm` };
}

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A `YYYY-MM-DD` text as the UTC midnight that the workbook stores as that day's serial number. */
function utcDate(text: string): Date {
  const [year = 1970, month = 1, day = 1] = text.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function fillCell(target: ExcelCell, cell: Exclude<Cell, null>, language: Language): void {
  switch (cell.kind) {
    case 'text':
      target.value = cell.value;
      return;
    case 'number':
      target.value = cell.value;
      target.numFmt = cell.format;
      return;
    case 'date':
      target.value = utcDate(cell.value);
      target.numFmt = dateFormatsOf(language).date;
      return;
    case 'moment':
      target.value = new Date(cell.value);
      target.numFmt = dateFormatsOf(language).moment;
      return;
    case 'formula':
      // The library writes formulas without their leading '='.
      target.value = { formula: cell.formula.replace(/^=/, ''), result: cell.result };
      target.numFmt = cell.format;
  }
}

function addSheet(workbook: Workbook, sheet: SheetModel, language: Language): void {
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.columns = sheet.widths.map((width) => ({ width }));
  sheet.rows.forEach((line, rowIndex) => {
    const target = worksheet.getRow(rowIndex + 1);
    line.cells.forEach((cell, columnIndex) => {
      if (cell === null) return;
      const excelCell = target.getCell(columnIndex + 1);
      fillCell(excelCell, cell, language);
      if (line.style !== 'plain') excelCell.font = { bold: true, size: line.style === 'title' ? 12 : 11 };
      if (line.style === 'header') excelCell.alignment = { wrapText: true, vertical: 'top' };
      if (line.style === 'total') excelCell.border = { top: { style: 'thin' } };
    });
  });
}

/**
 * A workbook model as an Excel file. The spreadsheet library is loaded on first use, as its own chunk,
 * so that the app's main bundle stays small. A workbook with formulas is recomputed on opening. Dates are
 * formatted for the reader's language; the texts are the model's, already in that language.
 */
export async function xlsxBlob(model: WorkbookModel, language: Language = defaultLanguage): Promise<Blob> {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  workbook.creator = 'Keelson';
  // The totals carry their values, but a spreadsheet should still recompute them on opening.
  workbook.calcProperties.fullCalcOnLoad = model.sheets.some((sheet) => sheet.rows.some((line) => line.cells.some((cell) => cell?.kind === 'formula')));
  for (const sheet of model.sheets) addSheet(workbook, sheet, language);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: xlsxMimeType });
}
