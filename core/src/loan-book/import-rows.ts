import type { FieldError } from '../api/envelope';
import { calculate } from '../cashflow/calculate';
import { cashflowSchema, isMissing, type Cashflow } from '../cashflow/cashflow-schema';
import { cashflowFields, trancheFields, trancheFormFields, type CashflowFieldName, type FieldSpec, type TrancheFieldName } from '../cashflow/field-catalogue';
import { isRecord } from '../cashflow/validate-fields';
import { addDays, formatDate, toDayNumber } from '../dates/day-number';
import { fieldError } from '../errors/field-error';
import { fieldErrorsFromZod } from '../errors/zod-field-errors';

/** The cashflow fields of one row of a book's import, in the template's order; the tranche's columns follow them. */
const cashflowColumns = [
  'title',
  'shipName',
  'shipType',
  'imoNumber',
  'clarksonsSegment',
  'constructionDate',
  'lightWeightTonnage',
  'valuationDate',
  'currency',
  'brokerValueEsimationsCurr',
  'averageTimeCharterCurr',
  'currentTimeCharterCurr',
  'currentTimeCharterStartDate',
  'currentTimeCharterEndDate',
  'opexPerDayCurr',
  'equityYield',
  'minimumValueClause',
  'dscrCovenant',
  'minimumLiquidityCovenantCurr',
  'covenantTestMonths',
] as const satisfies readonly CashflowFieldName[];

/** A tranche field's column: `tranche` and the field's name capitalised (`trancheValue`, `trancheDurationYears`). */
function trancheColumn(field: TrancheFieldName): string {
  return `tranche${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/** One column of the import template: the catalogue field it fills, the cashflow's own or its one tranche's. */
export type ImportColumn = { column: string; spec: FieldSpec } & ({ field: CashflowFieldName; tranche: false } | { field: TrancheFieldName; tranche: true });

/** The import template's columns with the catalogue fields they fill: every bound and kind is the catalogue's. */
export const importColumnSpecs: readonly ImportColumn[] = [
  ...cashflowColumns.map((field) => ({ column: field, field, tranche: false as const, spec: cashflowFields[field] })),
  ...trancheFormFields.map((field) => ({ column: trancheColumn(field), field, tranche: true as const, spec: trancheFields[field] })),
];

/** The import template's header, in order: one ship with its key inputs and one tranche per row. */
export const importColumns: readonly string[] = importColumnSpecs.map((spec) => spec.column);

/** One field problem of an import row: the row as the spreadsheet numbers it, its column, the cashflow field behind it. */
export type ImportError = { row: number; column: string; field: string; rule: string; params?: FieldError['params']; message: string };

/** One row of an import: the cashflow it makes when it is valid, else its errors. */
export type ImportRow = { row: number; cashflow?: Cashflow; errors: ImportError[] };

const numberText = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const midnightMoment = /^(\d{4}-\d{2}-\d{2})T00:00(:00(\.0+)?)?(Z|[+-]00:?00)?$/;
/** Day 0 of a spreadsheet's 1900 date system as it counts from 1900-03-01 on (its serial 61), past its false 1900-02-29. */
const spreadsheetEpoch = toDayNumber({ year: 1899, month: 12, day: 30 });
const firstTrueSerial = 61;

/** A cell as a number: a number, or a plain decimal text; anything else as it is, for the save schema to name. */
function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return numberText.test(text) ? Number(text) : value;
}

/**
 * A cell as a `YYYY-MM-DD` date: a date text, a moment at midnight UTC (a spreadsheet date read as a JavaScript Date and
 * sent as JSON), or a spreadsheet's day serial (an integer from 61, 1900-03-01); anything else as it is.
 */
function readDate(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) && value >= firstTrueSerial ? formatDate(addDays(spreadsheetEpoch, value)) : value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return midnightMoment.exec(text)?.[1] ?? text;
}

/** A cell as its catalogue field's kind reads it; what it cannot read stays as it is, so that validation names it. */
function readCell(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case 'text':
      return typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;
    case 'date':
      return readDate(value);
    case 'list':
      // The template holds one broker estimate.
      return [readNumber(value)];
    default:
      return readNumber(value);
  }
}

const isBlank = (value: unknown) => isMissing(value) || (typeof value === 'string' && value.trim() === '');

/** The draft cashflow of one row: the filled cells read by their fields, a tranche only when a tranche cell is filled. */
function draftOf(row: Record<string, unknown>): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  const tranche: Record<string, unknown> = {};
  for (const column of importColumnSpecs) {
    const value = row[column.column];
    if (isBlank(value)) continue;
    (column.tranche ? tranche : draft)[column.field] = readCell(column.spec, value);
  }
  if (Object.keys(tranche).length > 0) draft.tranches = [tranche];
  return draft;
}

const columnOfField = new Map<string, string>(importColumnSpecs.map((column) => [column.tranche ? `tranches.0.${column.field}` : column.field, column.column]));

/** The column behind a field error's path (`brokerValueEsimationsCurr.0` → its column); the path itself for a field without one. */
function columnOf(field: string): string {
  const [name = '', index, trancheField] = field.split('.');
  return columnOfField.get(field) ?? columnOfField.get(name === 'tranches' ? `tranches.${index ?? ''}.${trancheField ?? ''}` : name) ?? field;
}

/** The errors of a draft: the save schema's, then the calculation's (docs/spec/calculation.md section 2), each field once. */
function draftErrors(draft: Record<string, unknown>): FieldError[] {
  const saved = cashflowSchema.safeParse(draft);
  const saveErrors = saved.success ? [] : fieldErrorsFromZod(saved.error.issues, { input: draft });
  const outcome = calculate(draft);
  const calculateErrors = outcome.ok ? [] : outcome.errors;
  const named = new Set<string>();
  return [...saveErrors, ...calculateErrors].filter((error) => (named.has(error.field) ? false : (named.add(error.field), true)));
}

/**
 * Onboarding a book (the issue's "onboarding a book"): each row of a CSV or XLSX sheet, keyed by the columns of
 * `importColumns`, read by its catalogue fields (numbers as numbers or decimal texts, dates as `YYYY-MM-DD` texts,
 * midnight moments or spreadsheet serials; blank cells are missing) and validated exactly as a save (`cashflowSchema`)
 * and `calculate` validate it: a row is valid only when it saves and calculates. An unknown column is an error.
 * Rows are numbered as the spreadsheet shows them: the header is row 1, so `rows[0]` is row 2.
 */
export function validateImportRows(rows: readonly Record<string, unknown>[]): { rows: ImportRow[] } {
  return {
    rows: rows.map((cells, index) => {
      const row = index + 2;
      if (!isRecord(cells)) return { row, errors: [{ row, column: '', ...fieldError('', { rule: 'object' }) }] };
      const unknown = Object.keys(cells)
        .filter((column) => !importColumns.includes(column))
        .map((column) => ({ row, column, ...fieldError(column, { rule: 'unknownField' }) }));
      const draft = draftOf(cells);
      const errors = [...unknown, ...draftErrors(draft).map((error) => ({ row, column: columnOf(error.field), ...error }))];
      if (errors.length > 0) return { row, errors };
      // The schema's own parse is the stored shape: it checked every value the draft holds.
      return { row, cashflow: cashflowSchema.parse(draft), errors };
    }),
  };
}
