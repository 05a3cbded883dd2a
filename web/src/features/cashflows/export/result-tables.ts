import type { OperatingSums, Period, ScenarioResult, Year } from '@keelson/core';
import { columnLetter, formats, row, textCell, type Cell, type SheetRow } from '../../../lib/spreadsheet/cells';
import type { ExportLabels } from './labels';
import { scenarioName } from './scenario-names';
import { valueCell, type ValueKind } from './value-kinds';

type ColumnKey = keyof ExportLabels['columns'];
/** A column of a year or month table; `total` marks a flow whose totals row sums it. */
type Column<Entry> = { key: ColumnKey & keyof Entry; kind: ValueKind; total: boolean };

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

/**
 * A titled table with one row per entry and a totals row under it. Each total is a live formula,
 * `=SUM(M3:M13)`, that carries the sum as its computed value; `titleRow` is the 1-based row of the
 * title in its sheet, so that the formulas point at the rows where the entries land.
 */
export function resultTable<Entry>({
  title,
  columns,
  entries,
  titleRow,
  labels,
}: {
  title: string;
  columns: readonly Column<Entry>[];
  entries: readonly Entry[];
  titleRow: number;
  labels: ExportLabels;
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
    ...entries.map((entry) => row(columns.map((column) => valueCell(column.kind, entry[column.key])))),
    row(totals, 'total'),
  ];
}

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function formatOf(kind: ValueKind) {
  return kind === 'text' || kind === 'date' || kind === 'moment' ? formats.general : formats[kind];
}

/** The scenarios' tables stacked in one sheet, a blank row apart: each block knows the row it starts on. */
export function stackedTables<Entry>({
  results,
  entriesOf,
  columns,
  labels,
}: {
  results: readonly ScenarioResult[];
  entriesOf: (result: ScenarioResult) => readonly Entry[];
  columns: readonly Column<Entry>[];
  labels: ExportLabels;
}): SheetRow[] {
  const rows: SheetRow[] = [];
  for (const result of results) {
    if (rows.length > 0) rows.push(row([]));
    const title = labels.scenarioTitle.replace('{{scenario}}', scenarioName(result, labels));
    rows.push(...resultTable({ title, columns, entries: entriesOf(result), titleRow: rows.length + 1, labels }));
  }
  return rows;
}
