import { loanBook, type Language } from '@keelson/core';
import { row, textCell } from '../../../lib/spreadsheet/cells';
import { csvBlob, toCsv } from '../../../lib/spreadsheet/csv';
import { downloadBlob } from '../../../lib/spreadsheet/download';

/** The import template: its one header row, the columns of core's importColumns. */
const templateRows = () => [
  row(
    loanBook.importColumns.map((column) => textCell(column)),
    'header',
  ),
];

/** Downloads the template as an Excel workbook: one sheet, the header row frozen. */
export async function downloadImportTemplateXlsx(language: Language) {
  const { xlsxBlob } = await import('../../../lib/spreadsheet/xlsx');
  const blob = await xlsxBlob(
    { sheets: [{ name: 'Book', widths: loanBook.importColumns.map((column) => Math.max(14, column.length + 2)), frozen: { rows: 1 }, rows: templateRows() }] },
    language,
  );
  downloadBlob(blob, 'keelson-book-template.xlsx');
}

/** Downloads the template as CSV, in the language's CSV notation. */
export function downloadImportTemplateCsv(language: Language) {
  downloadBlob(csvBlob(toCsv(templateRows(), language)), 'keelson-book-template.csv');
}

/** A cell of a read sheet as the import reads it: a number, a text, a date as its midnight-UTC moment, or nothing. */
function cellValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    // A formula keeps its result, rich text its plain text, a link its text.
    if ('result' in value) return cellValue(value.result);
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((part: { text?: string }) => part.text ?? '').join('');
    if ('text' in value) return cellValue(value.text);
    return undefined;
  }
  return value;
}

/** The rows of a sheet keyed by its header row (row 1); rows with no value at all are skipped. */
function keyedRows(header: readonly string[], lines: readonly (readonly unknown[])[]): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const line of lines) {
    const cells: Record<string, unknown> = {};
    let any = false;
    header.forEach((column, index) => {
      const value = cellValue(line[index]);
      if (column === '' || value === undefined || value === '') return;
      cells[column] = typeof value === 'string' ? value.trim() : value;
      any = true;
    });
    if (any) rows.push(cells);
  }
  return rows;
}

/** Reads a CSV (separator detected: comma or semicolon) or XLSX file (its first sheet) into rows keyed by the header. */
export async function readImportFile(file: File): Promise<Record<string, unknown>[]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { Workbook } = await import('exceljs');
    const workbook = new Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) return [];
    const lines: unknown[][] = [];
    sheet.eachRow({ includeEmpty: false }, (line) => {
      // exceljs's row values start at index 1.
      lines.push((line.values as unknown[]).slice(1));
    });
    const [header = [], ...rest] = lines;
    return keyedRows(
      header.map((cell) => String(cellValue(cell) ?? '').trim()),
      rest,
    );
  }
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] });
  const [header = [], ...rest] = parsed.data;
  return keyedRows(
    header.map((cell) => cell.trim().replace(/^\uFEFF/, '')),
    rest,
  );
}
