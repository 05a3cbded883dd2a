import type { FieldKind, FieldUnit, KeyFigureUnit } from '@keelson/core';
import { dateCell, formats, momentCell, numberCell, textCell, type Cell } from '../../../lib/spreadsheet/cells';

/** How a value of the model is shown: which cell it becomes and with which number format. */
export type ValueKind = 'text' | 'date' | 'moment' | keyof typeof formats;

const valueKindOfField: Record<Exclude<FieldKind, 'number'>, ValueKind> = {
  text: 'text',
  date: 'date',
  money: 'money',
  rate: 'rate',
  count: 'integer',
  choice: 'integer',
  list: 'text',
};

/** How an input is written, by its kind and unit in core's catalogue: tonnes grouped in thousands, other plain numbers as they are. */
export function valueKindOf(field: { kind: FieldKind; unit?: FieldUnit }): ValueKind {
  if (field.kind === 'number') return field.unit === 'tonnes' ? 'count' : 'general';
  return valueKindOfField[field.kind];
}

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

/** How the exports write each unit of a key figure: money and charter rates in whole units, rates in percent, roots as a count. */
export const keyFigureKinds: Record<KeyFigureUnit, ValueKind> = {
  money: 'money',
  moneyPerDay: 'money',
  percent: 'rate',
  ratio: 'ratio',
  count: 'integer',
  date: 'date',
};
