import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { firstPage, type ListPage, type PageRequest } from '../../lib/list-page';
import type { TablePaging } from './data-table';

/** How long typing pauses before the search goes to the server. */
const searchDelayMs = 300;

type PageQuery<Item, Key extends QueryKey> = (request: PageRequest) => UseQueryOptions<ListPage<Item>, Error, ListPage<Item>, Key>;

/** The page a sorting of the table asks for: the server's column and direction, or its own order (newest first). */
function sortOf(sorting: SortingState): PageRequest['sort'] {
  const [column] = sorting;
  return column === undefined ? null : { key: column.id, order: column.desc ? 'desc' : 'asc' };
}

/**
 * A record list paged by the server, for `ResourceList` (a DataTable with `paging`): the page, order and search the
 * table asks for, the page's records from `pageQuery`, and the count without the search for the caption. A search
 * starts on the first page once typing pauses, as does a new order; a page past the end (its last record deleted)
 * gives way to the last page.
 */
export function usePagedList<Item, Key extends QueryKey>(options: { pageQuery: PageQuery<Item, Key>; sortable: readonly string[]; initialSearch?: string }) {
  const { pageQuery, sortable } = options;
  const [typed, setTyped] = useState(options.initialSearch ?? '');
  const [search] = useDebouncedValue(typed.trim(), searchDelayMs);
  const [sorting, setSorting] = useState<SortingState>([]);
  // The page chosen belongs to a search and an order: another of either starts on the first page.
  const [chosen, setChosen] = useState({ pageIndex: 0, search, sorting });
  const pageIndex = chosen.search === search && chosen.sorting === sorting ? chosen.pageIndex : 0;
  const request: PageRequest = { ...firstPage, pageIndex, sort: sortOf(sorting), search };

  const page = useQuery(pageQuery(request));
  const unsearched = useQuery({ ...pageQuery(firstPage), enabled: search !== '' });
  const answered = page.isPlaceholderData ? undefined : page.data;
  const lastPage = answered === undefined ? pageIndex : Math.max(0, Math.ceil(answered.page.total / request.pageSize) - 1);
  if (answered !== undefined && answered.items.length === 0 && lastPage < pageIndex) {
    // Adjusting the state to what the last answer showed, during render, as React allows for a component's own state.
    setChosen({ pageIndex: lastPage, search, sorting });
  }

  const matched = page.data?.page.total ?? 0;
  const paging: TablePaging = {
    matched,
    total: search === '' ? matched : (unsearched.data?.page.total ?? matched),
    pageIndex,
    pageSize: request.pageSize,
    sorting,
    sortable,
    onPageChange: (next) => setChosen({ pageIndex: next, search, sorting }),
    onSortingChange: setSorting,
    onSearchChange: setTyped,
  };
  return { data: page.data?.items, isError: page.isError, paging };
}
