import { dateCell, formats, momentCell, numberCell, textCell, type Cell } from '../../../lib/spreadsheet/cells';

/** How a value of the model is shown: which cell it becomes and with which number format. */
export type ValueKind = 'text' | 'date' | 'moment' | keyof typeof formats;

/** The cell of one value; a value of another type than its kind expects (a damaged draft) is shown as text. */
export function valueCell(kind: ValueKind, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'text':
      return textCell(String(value));
    case 'date':
      return typeof value === 'string' ? dateCell(value) : textCell(String(value));
    case 'moment':
      return typeof value === 'string' ? momentCell(value) : textCell(String(value));
    default:
      return typeof value === 'number' ? numberCell(value, formats[kind]) : textCell(String(value));
  }
}
