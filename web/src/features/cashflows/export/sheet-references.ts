import type { Cell, NumberFormat } from '../../../lib/spreadsheet/cells';

/** A cell or range of another sheet as a formula names it, `'Key figures'!B3`: the name always quoted, a quote in it doubled. */
export function onSheet(sheet: string, reference: string): string {
  return `'${sheet.replaceAll("'", "''")}'!${reference}`;
}

/** A range of one column, `L3:L14`. */
export function columnRange(letter: string, firstRow: number, lastRow: number): string {
  return `${letter}${firstRow}:${letter}${lastRow}`;
}

/** A formula cell that carries core's figure as its cached value, so that a reader that does not recalculate shows it. */
export function formulaCell(formula: string, result: number, format: NumberFormat): Cell {
  return { kind: 'formula', formula, result, format };
}
