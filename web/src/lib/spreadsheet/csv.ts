import { defaultLanguage, formatDateIn, formatUtcMomentIn, notations, type Language } from '@keelson/core';
import type { Cell, SheetRow } from './cells';

/**
 * A CSV is written in the reader's notation (core's `notations`), as the language's Excel splits and reads numbers and
 * dates when it opens the file. English: commas between fields, decimal points, dates as `2026-07-01`. German:
 * semicolons between fields and decimal commas, dates as `01.07.2026`.
 */

/** An ISO moment as the language's Excel reads a date and time: "2026-11-22 14:05", "22.11.2026 14:05" (UTC, as the workbook stores it). */
function csvMoment(value: string, language: Language): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : formatUtcMomentIn(time, language);
}

/**
 * A number in full precision: with a decimal point as JavaScript writes it (the English CSV as it always was);
 * with another decimal mark (German's comma) never in exponent notation, which German Excel reads as text.
 */
function csvNumber(value: number, decimal: string): string {
  if (decimal === '.') return String(value);
  const text = /e/i.test(String(value)) ? value.toFixed(20).replace(/\.?0+$/, '') : String(value);
  return text.replace('.', decimal);
}

/**
 * A field as RFC 4180 wants it: quoted, with quotes doubled, when it holds a comma, a quote or a line break —
 * and also a semicolon or a tab, the separators other spreadsheet locales split on (German Excel: `;`).
 */
export function csvField(text: string): string {
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell as CSV text: numbers in full precision, dates in the notation's form, a formula as the value it computes. */
function csvValue(cell: Cell, language: Language): string {
  if (cell === null) return '';
  switch (cell.kind) {
    case 'text':
      return csvField(cell.value);
    case 'date':
      return csvField(formatDateIn(cell.value, language));
    case 'moment':
      return csvField(csvMoment(cell.value, language));
    case 'number':
      return csvNumber(cell.value, notations[language].decimalMark);
    case 'formula':
      return csvNumber(cell.result, notations[language].decimalMark);
  }
}

/**
 * Rows as CSV, records ended by CRLF (RFC 4180): in English fields separated by commas, in German by semicolons
 * with decimal commas and dates as `01.07.2026`. Every field with a separator of either kind is quoted.
 */
export function toCsv(rows: readonly SheetRow[], language: Language = defaultLanguage): string {
  const { csvSeparator } = notations[language];
  return rows.map((line) => `${line.cells.map((cell) => csvValue(cell, language)).join(csvSeparator)}\r\n`).join('');
}

/** CSV text as a file; the byte order mark makes Excel read it as UTF-8 rather than the system's code page. */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
