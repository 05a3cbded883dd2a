import type { OperatingSums, Period, ScenarioResult, Year } from '@keelson/core';
import { columnLetter, formats, row, textCell, type Cell, type SheetRow } from '../../../lib/spreadsheet/cells';
import type { ExportLabels } from './labels';
import { scenarioName } from './scenario-names';
import { valueCell, type ValueKind } from './value-kinds';

type ColumnKey = keyof ExportLabels['columns'];
/** A column of a year or month table; `total` marks a flow whose totals row sums it. */
export type Column<Entry> = { key: ColumnKey & keyof Entry; kind: ValueKind; total: boolean };

/** What a table writes in an entry's cell instead of its value (a formula over other cells), or undefined for the value. */
export type EntryCell<Entry> = (entry: Entry, column: Column<Entry>, entryIndex: number) => Cell | undefined;

type Flow = { key: ColumnKey & keyof OperatingSums; kind: ValueKind; total: true };
const moneyFlow = (key: Flow['key']): Flow => ({ key, kind: 'money', total: true });

/** The flows that periods and years share, in the order of docs/spec/calculation.md section 5: these are summed. */
const flows: Flow[] = [
  { key: 'days', kind: 'count', total: true },
  { key: 'onHireDays', kind: 'decimal', total: true },
  ...(
    [
      'grossRevenue',
      'commission',
      'administrationFee',
      'technicalFee',
      'opex',
      'auditingTaxAdvice',
      'docking',
      'cfads',
      'interest',
      'principal',
      'debtService',
      'balloon',
      'disbursement',
      'acquisition',
      'presentValue',
      'equityCashflow',
    ] satisfies Flow['key'][]
  ).map(moneyFlow),
];

export const yearColumns: Column<Year>[] = [
  { key: 'year', kind: 'integer', total: false },
  { key: 'start', kind: 'date', total: false },
  { key: 'end', kind: 'date', total: false },
  ...flows,
  { key: 'debtOutstanding', kind: 'money', total: false },
  { key: 'liquidity', kind: 'money', total: false },
  { key: 'dscr', kind: 'ratio', total: false },
  { key: 'cashBreakevenRate', kind: 'money', total: false },
];

export const periodColumns: Column<Period>[] = [
  { key: 'start', kind: 'date', total: false },
  { key: 'end', kind: 'date', total: false },
  ...flows,
  { key: 'debtOutstanding', kind: 'money', total: false },
  { key: 'discountFactor', kind: 'factor', total: false },
  { key: 'liquidity', kind: 'money', total: false },
  { key: 'linearValue', kind: 'money', total: false },
  { key: 'ltv', kind: 'rate', total: false },
];

/** The 0-based index of a column in a table's columns, for its letter in a formula. */
export function columnIndex<Entry>(columns: readonly Column<Entry>[], key: Column<Entry>['key']): number {
  const index = columns.findIndex((column) => column.key === key);
  if (index < 0) throw new Error(`no column ${String(key)}`);
  return index;
}

/**
 * A titled table with one row per entry and a totals row under it. Each total is a live formula,
 * `=SUM(M3:M13)`, that carries the sum as its computed value; `titleRow` is the 1-based row of the
 * title in its sheet, so that the formulas point at the rows where the entries land. `cellOf` may write an
 * entry's cell as a formula over other cells (the years over the months).
 */
export function resultTable<Entry>({
  title,
  columns,
  entries,
  titleRow,
  labels,
  cellOf,
}: {
  title: string;
  columns: readonly Column<Entry>[];
  entries: readonly Entry[];
  titleRow: number;
  labels: ExportLabels;
  cellOf?: EntryCell<Entry>;
}): SheetRow[] {
  const firstDataRow = titleRow + 2;
  const lastDataRow = firstDataRow + entries.length - 1;
  const totals = columns.map((column, index): Cell => {
    if (index === 0) return textCell(labels.total);
    if (!column.total) return null;
    const format = formatOf(column.kind);
    if (entries.length === 0) return { kind: 'number', value: 0, format };
    const result = entries.reduce((sum, entry) => sum + numberOf(entry[column.key]), 0);
    const letter = columnLetter(index);
    return { kind: 'formula', formula: `=SUM(${letter}${firstDataRow}:${letter}${lastDataRow})`, result, format };
  });
  return [
    row([textCell(title)], 'title'),
    row(
      columns.map((column) => textCell(labels.columns[column.key])),
      'header',
    ),
    ...entries.map((entry, index) => row(columns.map((column) => cellOf?.(entry, column, index) ?? valueCell(column.kind, entry[column.key])))),
    row(totals, 'total'),
  ];
}

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function formatOf(kind: ValueKind) {
  return kind === 'text' || kind === 'date' || kind === 'moment' ? formats.general : formats[kind];
}

/** Where a table of a stacked sheet lands: its title's row and its first and last entries' rows, 1-based. */
export type TableRows = { titleRow: number; firstRow: number; lastRow: number };

/**
 * The rows of tables stacked a blank row apart, each a title, a header, its entries and `after` rows more (the
 * totals row): the one place that knows where a scenario's entries are, for the sheet and the formulas that name them.
 */
export function stackedRows(entryCounts: readonly number[], after = 1): TableRows[] {
  let titleRow = 1;
  return entryCounts.map((count) => {
    const rows = { titleRow, firstRow: titleRow + 2, lastRow: titleRow + 1 + count };
    titleRow += 2 + count + after + 1;
    return rows;
  });
}

/** The scenarios' tables stacked in one sheet, a blank row apart (see `stackedRows`); `cellsOf` may write a scenario's cells as formulas. */
export function stackedTables<Entry>({
  results,
  entriesOf,
  columns,
  labels,
  cellsOf,
}: {
  results: readonly ScenarioResult[];
  entriesOf: (result: ScenarioResult) => readonly Entry[];
  columns: readonly Column<Entry>[];
  labels: ExportLabels;
  cellsOf?: (result: ScenarioResult, index: number) => EntryCell<Entry>;
}): SheetRow[] {
  const layout = stackedRows(results.map((result) => entriesOf(result).length));
  const rows: SheetRow[] = [];
  results.forEach((result, index) => {
    if (rows.length > 0) rows.push(row([]));
    const title = labels.scenarioTitle.replace('{{scenario}}', scenarioName(result, labels));
    const titleRow = layout[index]?.titleRow;
    if (titleRow !== rows.length + 1) throw new Error('the stacked tables land where stackedRows says');
    rows.push(...resultTable({ title, columns, entries: entriesOf(result), titleRow, labels, cellOf: cellsOf?.(result, index) }));
  });
  return rows;
}
