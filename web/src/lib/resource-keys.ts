import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchAllPages, listQueryString, type ListPage, type ListScope, type PageRequest } from './list-page';

/**
 * The query keys of one listed resource under `root`: a change to any record invalidates `lists()`, so
 * that the user's list and the administrators' list both refresh, whichever page they show.
 */
export function resourceKeys<Root extends string>(root: Root) {
  const all = [root] as const;
  const lists = () => [...all, 'list'] as const;
  return {
    all,
    lists,
    /** The signed-in user's own records, per user, so that a list never outlives its owner's session. */
    own: (userId: string) => [...lists(), 'own', userId] as const,
    /** Every record, for administrators. */
    everyone: () => [...lists(), 'all'] as const,
  };
}

type ListKeys = { own: (userId: string) => readonly unknown[]; everyone: () => readonly unknown[] };

/** The most records a list fetched whole holds: far above the records one account may keep (MAX_RECORDS_PER_USER, 1,000). */
export const maxWholeList = 5000;

/**
 * The list queries of a resource whose `GET` answers a page of the signed-in user's records, or of everyone's to an
 * administrator (`fetchPage` with the list call's query string): a page of one's own (`scope=own`) or of everyone's,
 * as a table shows it, the previous page kept on screen while the next one loads; and one's own records whole, for
 * what needs them all. All are fresh for a few seconds, so that a list the area's loader has just fetched is not
 * fetched again on mount.
 */
export function listQueries<Item>(keys: ListKeys, fetchPage: (query: string) => Promise<ListPage<Item>>) {
  const page = (key: readonly unknown[], scope: ListScope, request: PageRequest) =>
    queryOptions({
      queryKey: [...key, request] as const,
      queryFn: () => fetchPage(listQueryString(request, scope)),
      staleTime: 5000,
      placeholderData: keepPreviousData,
    });
  return {
    ownPage: (userId: string, request: PageRequest) => page(keys.own(userId), 'own', request),
    everyonePage: (request: PageRequest) => page(keys.everyone(), 'visible', request),
    ownWhole: (userId: string) =>
      queryOptions({
        queryKey: [...keys.own(userId), 'whole'],
        queryFn: () => fetchAllPages(fetchPage, { scope: 'own', maxItems: maxWholeList }),
        staleTime: 5000,
      }),
    /** Every record the caller may see (an administrator: everyone's), up to maxWholeList. */
    everyoneWhole: () =>
      queryOptions({
        queryKey: [...keys.everyone(), 'whole'],
        queryFn: () => fetchAllPages(fetchPage, { scope: 'visible', maxItems: maxWholeList }),
        staleTime: 5000,
      }),
  };
}
