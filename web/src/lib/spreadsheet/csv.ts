import { defaultLanguage, formatDateIn, formatUtcMomentIn, notations, type Language } from '@keelson/core';
import { formats, type Cell, type SheetRow } from './cells';

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
 * The most significant digits a CSV number carries: 15, as many as a spreadsheet keeps, so that float noise of the
 * calculation's last bit (`360.00000000000006`) is not written, while the value read back is the calculation's to 1e-14
 * relative.
 */
export const csvSignificantDigits = 15;

/**
 * A number to at most 15 significant digits: with a decimal point as JavaScript writes it (English); with another
 * decimal mark (German's comma) never in exponent notation, which German Excel reads as text.
 */
function csvNumber(value: number, decimal: string): string {
  const rounded = Number(value.toPrecision(csvSignificantDigits));
  if (decimal === '.') return String(rounded);
  const text = /e/i.test(String(rounded)) ? rounded.toFixed(20).replace(/\.?0+$/, '') : String(rounded);
  return text.replace('.', decimal);
}

export type CsvOptions = {
  /**
   * Write each number formatted as a percentage (`formats.rate`, core's fraction 0.6) in percent: 60. The caller
   * labels every such column or row "(%)". Without it a percentage is written as the fraction it is.
   */
  ratesInPercent?: boolean;
};

/** The number a cell's value is written as: a percentage in percent when the options say so. */
function writtenNumber(value: number, format: string, options: CsvOptions): number {
  return options.ratesInPercent === true && format === formats.rate ? value * 100 : value;
}

/**
 * A field as RFC 4180 wants it: quoted, with quotes doubled, when it holds a comma, a quote or a line break —
 * and also a semicolon or a tab, the separators other spreadsheet locales split on (German Excel: `;`).
 */
export function csvField(text: string): string {
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell as CSV text: numbers to 15 significant digits, dates in the notation's form, a formula as the value it computes. */
function csvValue(cell: Cell, language: Language, options: CsvOptions): string {
  if (cell === null) return '';
  switch (cell.kind) {
    case 'text':
      return csvField(cell.value);
    case 'date':
      return csvField(formatDateIn(cell.value, language));
    case 'moment':
      return csvField(csvMoment(cell.value, language));
    case 'number':
      return csvNumber(writtenNumber(cell.value, cell.format, options), notations[language].decimalMark);
    case 'formula':
      return csvNumber(writtenNumber(cell.result, cell.format, options), notations[language].decimalMark);
  }
}

/**
 * Rows as CSV, records ended by CRLF (RFC 4180): in English fields separated by commas, in German by semicolons
 * with decimal commas and dates as `01.07.2026`. Every field with a separator of either kind is quoted; numbers
 * carry at most 15 significant digits.
 */
export function toCsv(rows: readonly SheetRow[], language: Language = defaultLanguage, options: CsvOptions = {}): string {
  const { csvSeparator } = notations[language];
  return rows.map((line) => `${line.cells.map((cell) => csvValue(cell, language, options)).join(csvSeparator)}\r\n`).join('');
}

/** CSV text as a file; the byte order mark makes Excel read it as UTF-8 rather than the system's code page. */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
