import { datePatternOf, defaultLanguage, type Language } from '@keelson/core';
import type { Cell as ExcelCell, Workbook } from 'exceljs';
import { columnLetter, type Cell, type SheetModel, type SheetRow, type WorkbookModel } from './cells';

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

/** The used range of a sheet, `A1:X280`: what it prints. */
function usedRange(sheet: SheetModel): string | null {
  const columns = Math.max(0, ...sheet.rows.map((line) => line.cells.length));
  if (sheet.rows.length === 0 || columns === 0) return null;
  return `A1:${columnLetter(columns - 1)}${sheet.rows.length}`;
}

/** Points per line of text at the default size. */
const lineHeight = 15;

/**
 * The height of a row whose texts wrap in their columns (heads, notes): readers do not all fit a row to wrapped text on
 * opening (LibreOffice keeps the default height), so the row is as tall as its longest text needs, about one line per
 * column width of characters.
 */
function wrappedHeight(line: SheetRow, widths: readonly number[]): number {
  const lines = line.cells.map((cell, index) => (cell?.kind === 'text' ? Math.ceil(cell.value.length / (widths[index] ?? 10)) : 1));
  return lineHeight * Math.max(1, ...lines);
}

function addSheet(workbook: Workbook, sheet: SheetModel, language: Language): void {
  const { frozen } = sheet;
  const views = frozen === undefined ? [] : [{ state: 'frozen' as const, ySplit: frozen.rows, xSplit: frozen.columns ?? 0 }];
  const worksheet = workbook.addWorksheet(sheet.name, { views });
  // Printed in landscape, the used range only, the frozen rows and columns on every page.
  const { pageSetup } = worksheet;
  pageSetup.orientation = 'landscape';
  const printArea = usedRange(sheet);
  if (printArea !== null) pageSetup.printArea = printArea;
  if (frozen !== undefined && frozen.rows > 0) pageSetup.printTitlesRow = `1:${frozen.rows}`;
  if (frozen?.columns !== undefined && frozen.columns > 0) pageSetup.printTitlesColumn = `A:${columnLetter(frozen.columns - 1)}`;
  if (sheet.fitsPageWidth === true) Object.assign(pageSetup, { fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
  worksheet.columns = sheet.widths.map((width) => ({ width }));
  sheet.rows.forEach((line, rowIndex) => {
    const target = worksheet.getRow(rowIndex + 1);
    if (line.style === 'header' || line.style === 'note') target.height = wrappedHeight(line, sheet.widths);
    line.cells.forEach((cell, columnIndex) => {
      if (cell === null) return;
      const excelCell = target.getCell(columnIndex + 1);
      fillCell(excelCell, cell, language);
      if (line.style === 'title' || line.style === 'header' || line.style === 'total') excelCell.font = { bold: true, size: line.style === 'title' ? 12 : 11 };
      if (line.style === 'header' || line.style === 'note') excelCell.alignment = { wrapText: true, vertical: 'top' };
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
