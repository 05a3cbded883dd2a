import type { Cashflow, Scenario, ScenarioResult } from '@keelson/core';
import { row, textCell, type Cell, type SheetRow } from './cells';
import { englishExportLabels, type ExportLabels } from './labels';
import { periodColumns, resultTable, yearColumns } from './result-tables';

/** A field as RFC 4180 wants it: quoted, with quotes doubled, when it holds a comma, a quote or a line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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

/**
 * One scenario as CSV: the cashflow's title and ship, then the years table and the months table, each
 * with its totals row. Texts from the user are neutralised like the workbook's (see `neutralizeFormula`).
 */
export function exportCsv({
  cashflow,
  results,
  scenario,
  labels = englishExportLabels,
}: {
  cashflow: Cashflow;
  results: readonly ScenarioResult[];
  scenario: Scenario;
  labels?: ExportLabels;
}): string {
  const result = results.find((candidate) => candidate.scenario === scenario);
  if (result === undefined) throw new Error(`The results have no ${scenario} scenario`);
  const head = [
    row([textCell(labels.fields.title), textCell(cashflow.title)]),
    row([textCell(labels.fields.shipName), textCell(cashflow.shipName)]),
    row([textCell(labels.scenario), textCell(labels.scenarios[scenario])]),
    row([]),
  ];
  const years = resultTable({ title: labels.sheets.years, columns: yearColumns, entries: result.years, titleRow: head.length + 1, labels });
  const months = resultTable({
    title: labels.sheets.months,
    columns: periodColumns,
    entries: result.periods,
    titleRow: head.length + years.length + 2,
    labels,
  });
  return toCsv([...head, ...years, row([]), ...months]);
}
