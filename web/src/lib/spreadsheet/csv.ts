import type { Cell, SheetRow } from './cells';

/**
 * A field as RFC 4180 wants it: quoted, with quotes doubled, when it holds a comma, a quote or a line break —
 * and also a semicolon or a tab, the separators other spreadsheet locales split on (German Excel: `;`).
 */
export function csvField(text: string): string {
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell as CSV text: numbers in full precision, dates as `YYYY-MM-DD`, a formula as the value it computes. */
function csvValue(cell: Cell): string {
  if (cell === null) return '';
  switch (cell.kind) {
    case 'text':
    case 'date':
    case 'moment':
      return csvField(cell.value);
    case 'number':
      return String(cell.value);
    case 'formula':
      return String(cell.result);
  }
}

/** Rows as CSV: fields separated by commas, records ended by CRLF (RFC 4180). */
export function toCsv(rows: readonly SheetRow[]): string {
  return rows.map((line) => `${line.cells.map(csvValue).join(',')}\r\n`).join('');
}

/** CSV text as a file; the byte order mark makes Excel read it as UTF-8 rather than the system's code page. */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
