import { row, textCell } from '../cashflow-export/cells';
import { toCsv } from '../cashflow-export/export-csv';
import type { WorkbookModel } from '../cashflow-export/cells';

/** The sheets of an analysis export as one CSV (RFC 4180): each sheet under its name, an empty line between them. */
export function analysisCsv(model: WorkbookModel): string {
  return toCsv(model.sheets.flatMap((sheet, index) => [...(index === 0 ? [] : [row([])]), row([textCell(sheet.name)], 'title'), ...sheet.rows]));
}
