import type { Cashflow, Scenario, ScenarioResult } from '@keelson/core';
import { row, textCell } from '../../../lib/spreadsheet/cells';
import { toCsv } from '../../../lib/spreadsheet/csv';
import { englishExportLabels, type ExportLabels } from './labels';
import { periodColumns, resultTable, yearColumns } from './result-tables';

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
