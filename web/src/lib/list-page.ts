import { listPageSize, type Page } from '@keelson/core';

/**
 * One page of a list as a table asks the server for it: the page's index and size, the column it is sorted by and the
 * search text, which the list calls take as `limit`, `offset`, `sort`, `order` and `search`.
 */
export type PageRequest = {
  pageIndex: number;
  pageSize: number;
  sort: { key: string; order: 'asc' | 'desc' } | null;
  search: string;
};

/** A page as a list call answers it: its records, and where they are among all the query matches. */
export type ListPage<Item> = { items: Item[]; page: Page };

/** Whose records a list call asks for: the caller's own, or every record the caller may see. */
export type ListScope = 'own' | 'visible';

/** The rows a table shows on one page; a list's first page before anyone pages, sorts or searches. */
export const tablePageSize = 25;
export const firstPage: PageRequest = { pageIndex: 0, pageSize: tablePageSize, sort: null, search: '' };

/** The query string of a list call for a page (of the scope, for the record lists); a blank search and no sort are left out. */
export function listQueryString(request: PageRequest, scope?: ListScope): string {
  const query = new URLSearchParams({ limit: String(request.pageSize), offset: String(request.pageIndex * request.pageSize) });
  if (scope !== undefined) query.set('scope', scope);
  if (request.sort !== null) {
    query.set('sort', request.sort.key);
    query.set('order', request.sort.order);
  }
  if (request.search.trim() !== '') query.set('search', request.search.trim());
  return `?${query.toString()}`;
}

/**
 * Every record of a list, page after page at the largest size the server answers, in its order (newest first), up to
 * `maxItems`: for what needs them all at once (the cashflows an analysis may link, the accounts of the users list).
 */
export async function fetchAllPages<Item>(
  fetchPage: (query: string) => Promise<ListPage<Item>>,
  options: { scope?: ListScope; maxItems: number },
): Promise<Item[]> {
  const items: Item[] = [];
  for (let pageIndex = 0; items.length < options.maxItems; pageIndex += 1) {
    const { items: page, page: position } = await fetchPage(listQueryString({ ...firstPage, pageIndex, pageSize: listPageSize.max }, options.scope));
    items.push(...page);
    if (page.length === 0 || position.offset + page.length >= position.total) break;
  }
  return items.slice(0, options.maxItems);
}
