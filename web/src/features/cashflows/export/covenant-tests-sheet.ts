import type { CovenantTest, ScenarioResult } from '@keelson/core';
import { columnLetter, row, textCell, type Cell, type SheetModel, type SheetRow } from '../../../lib/spreadsheet/cells';
import type { ExportLabels } from './labels';
import { stackedRows, type TableRows } from './result-tables';
import { scenarioName } from './scenario-names';
import { valueCell, type ValueKind } from './value-kinds';

type CovenantColumn = keyof ExportLabels['covenantColumns'] & keyof CovenantTest;

/** The columns of a covenant test, in the order of docs/spec/calculation.md section 8a; the breaches are Yes or No. */
const columns: readonly { key: CovenantColumn; kind: ValueKind | 'flag' }[] = [
  { key: 'date', kind: 'date' },
  { key: 'debtOutstanding', kind: 'money' },
  { key: 'marketValue', kind: 'money' },
  { key: 'securityCover', kind: 'ratio' },
  { key: 'cureAmount', kind: 'money' },
  { key: 'trailingDscr', kind: 'ratio' },
  { key: 'liquidity', kind: 'money' },
  { key: 'minimumValueClauseBreached', kind: 'flag' },
  { key: 'dscrCovenantBreached', kind: 'flag' },
  { key: 'liquidityCovenantBreached', kind: 'flag' },
];

/**
 * One scenario's covenant tests (docs/spec/calculation.md section 8a) under a title: one row per test date with core's
 * figures, or a line that says there is none. A covenant that is not set is never breached (No).
 */
export function covenantTestTable({ title, tests, labels }: { title: string; tests: readonly CovenantTest[]; labels: ExportLabels }): SheetRow[] {
  const cell = (test: CovenantTest, column: (typeof columns)[number]): Cell => {
    const value = test[column.key];
    if (column.kind === 'flag') return textCell(value === true ? labels.yes : labels.no);
    return valueCell(column.kind, value);
  };
  return [
    row([textCell(title)], 'title'),
    row(
      columns.map((column) => textCell(labels.covenantColumns[column.key])),
      'header',
    ),
    ...(tests.length === 0 ? [row([textCell(labels.noCovenantTests)])] : tests.map((test) => row(columns.map((column) => cell(test, column))))),
  ];
}

/** Where each scenario's test dates land on the Covenant tests sheet (a scenario without any has one line that says so). */
export function covenantTestRows(results: readonly ScenarioResult[]): TableRows[] {
  return stackedRows(
    results.map((result) => Math.max(1, result.covenantTests.length)),
    0,
  );
}

/** The letter of a column of the Covenant tests sheet. */
export const covenantLetter = (key: (typeof columns)[number]['key']) => columnLetter(columns.findIndex((column) => column.key === key));

/** The "Covenant tests" sheet: every scenario's test dates, stacked a blank row apart, each under its scenario's name. */
export function covenantTestsSheet({ results, labels }: { results: readonly ScenarioResult[]; labels: ExportLabels }): SheetModel {
  const layout = covenantTestRows(results);
  const rows: SheetRow[] = [];
  for (const [index, result] of results.entries()) {
    if (rows.length > 0) rows.push(row([]));
    if (layout[index]?.titleRow !== rows.length + 1) throw new Error('the covenant tests land where covenantTestRows says');
    rows.push(...covenantTestTable({ title: labels.scenarioTitle.replace('{{scenario}}', scenarioName(result, labels)), tests: result.covenantTests, labels }));
  }
  return { name: labels.sheets.covenantTests, widths: [12, 16, 16, 10, 16, 10, 16, 14, 14, 14], rows, frozen: { rows: 2, columns: 1 }, fitsPageWidth: true };
}
