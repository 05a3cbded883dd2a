import { parseDate } from '@keelson/core';
import { neutralizeFormula } from './spreadsheet-text';

/** The number formats of the exports: money in whole units, rates as percentages, ratios and factors plain. */
export const formats = {
  money: '#,##0',
  rate: '0.00%',
  ratio: '0.00',
  decimal: '#,##0.00',
  count: '#,##0',
  factor: '0.0000',
  integer: '0',
  general: 'General',
} as const;
export type NumberFormat = (typeof formats)[keyof typeof formats];

/**
 * One cell of a sheet, independent of any spreadsheet library. A date is a `YYYY-MM-DD` text and a
 * moment an ISO date-time; both become real dates in the workbook. A formula keeps the value it
 * computes, so that a reader without recalculation (and the CSV) still sees the number.
 */
export type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number; format: NumberFormat }
  | { kind: 'date'; value: string }
  | { kind: 'moment'; value: string }
  | { kind: 'formula'; formula: string; result: number; format: NumberFormat }
  | null;

/** How a row looks: a title or header in bold (a header wrapped), a totals row under a rule, a note wrapped in its column. */
export type RowStyle = 'plain' | 'title' | 'header' | 'total' | 'note';
export type SheetRow = { style: RowStyle; cells: Cell[] };
/**
 * A sheet: its rows and column widths, and the rows and columns that stay in view when the reader scrolls (the
 * header rows, a label column), which are also printed on every page; `fitsPageWidth` prints it one page wide (a
 * narrow table), else its columns run on over further pages.
 */
export type SheetModel = {
  name: string;
  widths: number[];
  rows: SheetRow[];
  frozen?: { rows: number; columns?: number };
  fitsPageWidth?: boolean;
};
export type WorkbookModel = { sheets: SheetModel[] };

/** A text cell; every text is neutralised, so no text from a user can start a formula. */
export function textCell(value: string | null | undefined): Cell {
  return value === null || value === undefined || value === '' ? null : { kind: 'text', value: neutralizeFormula(value) };
}

/** A number cell, or an empty one for a missing or undefined (null) value. */
export function numberCell(value: number | null | undefined, format: NumberFormat): Cell {
  return value === null || value === undefined || !Number.isFinite(value) ? null : { kind: 'number', value, format };
}

/** A date cell for a `YYYY-MM-DD` text; a text that is no date stays (neutralised) text. */
export function dateCell(value: string | null | undefined): Cell {
  if (value === null || value === undefined || value === '') return null;
  return parseDate(value) === null ? textCell(value) : { kind: 'date', value };
}

/** A date-time cell for an ISO moment such as `updated`. */
export function momentCell(value: string | null | undefined): Cell {
  if (value === null || value === undefined || value === '') return null;
  return Number.isNaN(Date.parse(value)) ? textCell(value) : { kind: 'moment', value };
}

export function row(cells: Cell[], style: RowStyle = 'plain'): SheetRow {
  return { style, cells };
}

export const blankRow: SheetRow = { style: 'plain', cells: [] };

/** The letters of a 0-based column index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}
