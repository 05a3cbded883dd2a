import { Box, Group, Pagination, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { flexRender, getCoreRowModel, getPaginationRowModel, getSortedRowModel, useReactTable, type Row } from '@tanstack/react-table';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filterByWords } from '../../lib/search';
import { PageLoader } from '../page-loader';
import { StatusAlert } from '../status-alert';
import { columnDefs, detailsIdOf, type DataColumn } from './data-columns';
import { SortHeader } from './sort-header';

export type DataTableSearch<Item> = {
  label: string;
  placeholder: string;
  /** The query the box starts with (a page's `?search=`); typing stays on the page. */
  initial?: string;
  /** The texts of an item that a query's words are looked for in. */
  textsOf: (item: Item) => readonly (string | null | undefined)[];
  /** Shown instead of the table when no item matches. */
  noMatch: string;
};

type DataTableProps<Item> = {
  /** The items, or undefined while they load. */
  items: readonly Item[] | undefined;
  /** Whether loading failed, and what to say then. */
  failed?: { failed: boolean; text: string };
  columns: readonly DataColumn<Item>[];
  itemId: (item: Item) => string;
  /** The table's caption, also announced when the number of rows changes. */
  caption: (counts: { shown: number; total: number }) => string;
  /** Shown instead of the table when there are no items at all. */
  empty: ReactNode;
  search?: DataTableSearch<Item>;
  /** Beside the search box, e.g. the button that creates an item. */
  actions?: ReactNode;
  /** The details of an item, shown in a row of their own below it when a cell opens them. */
  details?: (item: Item) => ReactNode;
  minWidth: number;
  pageSize?: number;
  striped?: boolean;
};

/**
 * The app's one list table, built on TanStack Table and drawn with Mantine's Table: a caption, column
 * headers that sort, an optional search box, pages of `pageSize` rows, and what to show while loading,
 * after a failure, without any item, or without a match.
 */
export function DataTable<Item>(props: DataTableProps<Item>) {
  const { items, failed, search, actions, empty } = props;
  const [query, setQuery] = useState(search?.initial ?? '');
  const searchBox =
    search === undefined ? null : (
      <TextInput
        type="search"
        label={search.label}
        placeholder={search.placeholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        w={360}
        maw="100%"
      />
    );
  const toolbar =
    searchBox === null && actions === undefined ? null : (
      <Group justify="space-between" align="flex-end" mb="md">
        {searchBox}
        {actions}
      </Group>
    );

  let body: ReactNode;
  if (items === undefined) body = failed?.failed === true ? <StatusAlert tone="error">{failed.text}</StatusAlert> : <PageLoader />;
  else if (items.length === 0) body = empty;
  else body = <Rows {...props} items={items} query={query} />;
  return (
    <>
      {toolbar}
      {body}
    </>
  );
}

function Rows<Item>({
  items,
  query,
  columns,
  itemId,
  caption,
  search,
  details,
  minWidth,
  pageSize = 25,
  striped = true,
}: DataTableProps<Item> & { items: readonly Item[]; query: string }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const shown = useMemo(() => (search === undefined ? [...items] : filterByWords(items, query, search.textsOf)), [items, query, search]);
  const definitions = useMemo(() => columnDefs(columns, idPrefix), [columns, idPrefix]);
  // The table instance is rebuilt on every render by design; this app does not run the React Compiler,
  // and nothing memoised holds on to the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: shown,
    columns: definitions,
    getRowId: itemId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowCanExpand: () => details !== undefined,
    initialState: { pagination: { pageIndex: 0, pageSize } },
  });
  const text = caption({ shown: shown.length, total: items.length });
  const pages = table.getPageCount();
  const page = table.getState().pagination.pageIndex + 1;

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {text}
      </VisuallyHidden>
      {shown.length === 0 ? (
        <Text>{search?.noMatch}</Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped={striped} highlightOnHover={striped} verticalSpacing="sm" captionSide="top">
            <Table.Caption>{text}</Table.Caption>
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => (
                    <SortHeader key={header.id} header={header} />
                  ))}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {table.getRowModel().rows.map((row) => (
                <ItemRows key={row.id} row={row} details={details} detailsId={detailsIdOf(idPrefix, row.id)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Box component="nav" aria-label={t('table.pages', { caption: text })} mt="sm">
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => table.setPageIndex(next - 1)}
            getItemProps={(number) => ({ 'aria-label': t('table.page', { number }), 'aria-current': number === page ? 'page' : undefined })}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
          />
        </Box>
      ) : null}
    </>
  );
}

/** An item's row, and below it the row of its details while they are open. */
function ItemRows<Item>({ row, details, detailsId }: { row: Row<Item>; details: ((item: Item) => ReactNode) | undefined; detailsId: string }) {
  const cells = row.getVisibleCells();
  return (
    <>
      <Table.Tr>
        {cells.map((cell) => {
          const { rowHeader = false, align } = cell.column.columnDef.meta ?? {};
          const content = flexRender(cell.column.columnDef.cell, cell.getContext());
          return rowHeader ? (
            <Table.Th key={cell.id} scope="row" fw={500} ta={align}>
              {content}
            </Table.Th>
          ) : (
            <Table.Td key={cell.id} ta={align}>
              {content}
            </Table.Td>
          );
        })}
      </Table.Tr>
      {details !== undefined && row.getIsExpanded() ? (
        <Table.Tr>
          <Table.Td colSpan={cells.length} id={detailsId}>
            {details(row.original)}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
