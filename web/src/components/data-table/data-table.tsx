import { Box, Group, Pagination, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Row,
  type SortingState,
  type TableOptions,
} from '@tanstack/react-table';
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
  /** The texts of an item that a query's words are looked for in; a table with `paging` leaves the search to the server. */
  textsOf?: (item: Item) => readonly (string | null | undefined)[];
  /** Shown instead of the table when no item matches. */
  noMatch: string;
};

/**
 * A table of the pages a server chose (the record lists): `items` are the page shown, and the table asks for another
 * page, order or search through these; the server sorts by the `sortable` columns only, and searches.
 */
export type TablePaging = {
  /** How many records the search matches, on every page; `total` without the search. */
  matched: number;
  total: number;
  pageIndex: number;
  pageSize: number;
  sorting: SortingState;
  sortable: readonly string[];
  onPageChange: (pageIndex: number) => void;
  onSortingChange: (sorting: SortingState) => void;
  onSearchChange: (query: string) => void;
};

type DataTableProps<Item> = {
  /** The items (with `paging`: the page), or undefined while they load. */
  items: readonly Item[] | undefined;
  /** Given when the server pages, sorts and searches; without it the table does all three with every item. */
  paging?: TablePaging | undefined;
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
 * after a failure, without any item, or without a match. It sorts, searches and pages its items itself,
 * or, with `paging`, asks the server for each page, order and search.
 */
export function DataTable<Item>(props: DataTableProps<Item>) {
  const { items, paging, failed, search, actions, empty } = props;
  const [query, setQuery] = useState(search?.initial ?? '');
  const searchBox =
    search === undefined ? null : (
      <TextInput
        type="search"
        label={search.label}
        placeholder={search.placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          paging?.onSearchChange(event.currentTarget.value);
        }}
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
  else if ((paging?.total ?? items.length) === 0) body = empty;
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
  paging,
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
  const shown = useMemo(
    () => (search?.textsOf === undefined || paging !== undefined ? [...items] : filterByWords(items, query, search.textsOf)),
    [items, paging, query, search],
  );
  const definitions = useMemo(() => columnDefs(columns, idPrefix, paging?.sortable), [columns, idPrefix, paging?.sortable]);
  const options: TableOptions<Item> = {
    data: shown,
    columns: definitions,
    getRowId: itemId,
    getCoreRowModel: getCoreRowModel(),
    getRowCanExpand: () => details !== undefined,
  };
  // The table instance is rebuilt on every render by design; this app does not run the React Compiler,
  // and nothing memoised holds on to the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Item>(paging === undefined ? { ...options, ...ownPages<Item>(pageSize) } : { ...options, ...serverPages<Item>(paging) });
  const text = caption(paging === undefined ? { shown: shown.length, total: items.length } : { shown: paging.matched, total: paging.total });
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

/** A table that sorts and pages its items itself, starting on the first page. */
function ownPages<Item>(pageSize: number): Partial<TableOptions<Item>> {
  return {
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize } },
  };
}

/** A table of the page the server chose: its page and order are the server's, and changing either asks for another page. */
function serverPages<Item>(paging: TablePaging): Partial<TableOptions<Item>> {
  const pagination = { pageIndex: paging.pageIndex, pageSize: paging.pageSize };
  return {
    manualPagination: true,
    manualSorting: true,
    rowCount: paging.matched,
    state: { pagination, sorting: paging.sorting },
    onPaginationChange: (update) => paging.onPageChange(functionalUpdate(update, pagination).pageIndex),
    onSortingChange: (update) => paging.onSortingChange(functionalUpdate(update, paging.sorting)),
  };
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
