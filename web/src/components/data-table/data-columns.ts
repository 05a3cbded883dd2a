import type { ColumnDef, RowData, SortingFn } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { activeLocale } from '../../lib/format';

declare module '@tanstack/react-table' {
  // Declaration merging needs the library's own type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    rowHeader?: boolean;
    align?: 'right' | undefined;
  }
}

/** What a cell may do with its row beyond showing it: open and close the row's details below it. */
export type RowControls = { expanded: boolean; toggleExpanded: () => void; detailsId: string };

/** The value a column sorts by: a text, a number, or nothing (sorted last). */
export type SortValue = string | number | null | undefined;

/** One column of a data table: its header, how a row's cell reads, and the value it sorts by if it can be sorted. */
export type DataColumn<Item> = {
  id: string;
  header: string;
  cell: (item: Item, controls: RowControls) => ReactNode;
  /** The value the column sorts by; a column without one cannot be sorted. */
  sortValue?: (item: Item) => SortValue;
  /** The cell that names its row (a row header, `<th scope="row">`); one column of a table at most. */
  rowHeader?: boolean;
  align?: 'right';
};

/** Texts in the reader's order (case and accents ignored, "2" before "10"), numbers by size. */
function compareValues<Item>(): SortingFn<Item> {
  return (left, right, columnId) => {
    const a: unknown = left.getValue(columnId);
    const b: unknown = right.getValue(columnId);
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a).localeCompare(String(b), activeLocale(), { sensitivity: 'base', numeric: true });
  };
}

/** The id of the row that holds a row's details, unique on the page by the table's `prefix`. */
export function detailsIdOf(prefix: string, rowId: string): string {
  return `${prefix}-details-${rowId}`;
}

/**
 * The data table's columns as TanStack Table defines them; a missing sort value (null) becomes undefined, which sorts
 * last. A table whose server sorts (`sortable`, the ids of the columns it sorts by) can sort by those columns only.
 */
export function columnDefs<Item>(columns: readonly DataColumn<Item>[], idPrefix: string, sortable?: readonly string[]): ColumnDef<Item, SortValue>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (item) => column.sortValue?.(item) ?? undefined,
    enableSorting: column.sortValue !== undefined && (sortable === undefined || sortable.includes(column.id)),
    sortingFn: compareValues<Item>(),
    sortUndefined: 'last',
    cell: ({ row }) =>
      column.cell(row.original, { expanded: row.getIsExpanded(), toggleExpanded: () => row.toggleExpanded(), detailsId: detailsIdOf(idPrefix, row.id) }),
    meta: { rowHeader: column.rowHeader === true, align: column.align },
  }));
}
