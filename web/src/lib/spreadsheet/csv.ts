import type { NumberLanguage } from '../number-text';
import type { Cell, SheetRow } from './cells';

/**
 * How a CSV is written for a reader's language. English: commas between fields, decimal points, dates as
 * `YYYY-MM-DD` (as always). German: semicolons between fields and decimal commas, dates as `01.07.2026` — what
 * German Excel splits and reads as numbers and dates when it opens the file.
 */
type CsvNotation = { separator: string; decimal: string; date: (value: string) => string; moment: (value: string) => string };

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as German Excel reads a date and time: "22.11.2026 14:05" (UTC, as the workbook stores it). */
function germanMoment(value: string): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  return `${pad(time.getUTCDate())}.${pad(time.getUTCMonth() + 1)}.${time.getUTCFullYear()} ${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}`;
}

const csvNotations: Record<NumberLanguage, CsvNotation> = {
  en: { separator: ',', decimal: '.', date: (value) => value, moment: (value) => value },
  de: {
    separator: ';',
    decimal: ',',
    date: (value) => {
      const [year, month, day] = value.split('-');
      return `${day}.${month}.${year}`;
    },
    moment: germanMoment,
  },
};

/**
 * A number in full precision. English as it always was; German with its decimal comma and never in exponent
 * notation, which German Excel reads as text.
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
function csvValue(cell: Cell, notation: CsvNotation): string {
  if (cell === null) return '';
  switch (cell.kind) {
    case 'text':
      return csvField(cell.value);
    case 'date':
      return csvField(notation.date(cell.value));
    case 'moment':
      return csvField(notation.moment(cell.value));
    case 'number':
      return csvNumber(cell.value, notation.decimal);
    case 'formula':
      return csvNumber(cell.result, notation.decimal);
  }
}

/**
 * Rows as CSV, records ended by CRLF (RFC 4180): in English fields separated by commas, in German by semicolons
 * with decimal commas and dates as `01.07.2026`. Every field with a separator of either kind is quoted.
 */
export function toCsv(rows: readonly SheetRow[], language: NumberLanguage = 'en'): string {
  const notation = csvNotations[language];
  return rows.map((line) => `${line.cells.map((cell) => csvValue(cell, notation)).join(notation.separator)}\r\n`).join('');
}

/** CSV text as a file; the byte order mark makes Excel read it as UTF-8 rather than the system's code page. */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
