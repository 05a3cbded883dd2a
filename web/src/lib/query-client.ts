import { MutationCache, QueryClient, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from './list-page';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The query sums up every resource (the administrators' overview counts users, cashflows and
       * analyses), so any successful change makes it stale, whichever feature made it.
       */
      summarizesEveryResource?: boolean;
    };
  }
}

/**
 * The one data cache of the app. It lives in a module rather than in a component so that route
 * loaders can fill it before a page renders (docs/spec/product-spec.md section 2: entering an area first loads its lists).
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.meta?.summarizesEveryResource === true }),
  }),
});

/**
 * Fills the cache for a page before it renders: cached data is used at once (and refreshed in the
 * background when stale), otherwise the list is fetched and awaited. A failure is only logged, as
 * docs/spec/product-spec.md section 8 says of list loads: the page shows its own loading or error state.
 */
export async function preloadQuery<Data, Key extends QueryKey>(options: EnsureQueryDataOptions<Data, Error, Data, Key>): Promise<void> {
  try {
    await queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
  } catch (error) {
    console.warn(`Could not load ${JSON.stringify(options.queryKey)} in advance`, error);
  }
}

type Listed = { id: string };

/** A cached list without the entry of `id`: a whole list, or a page (`lib/list-page.ts`) whose total counts one fewer. */
function without(list: readonly Listed[] | ListPage<Listed> | undefined, id: string): readonly Listed[] | ListPage<Listed> | undefined {
  if (list === undefined) return undefined;
  if (!('items' in list)) return list.filter((item) => item.id !== id);
  const items = list.items.filter((item) => item.id !== id);
  return items.length === list.items.length ? list : { items, page: { ...list.page, total: list.page.total - 1 } };
}

/**
 * After a delete: the entry leaves every cached list and page under `listsKey` at once (docs/spec/product-spec.md
 * section 4: deleted items are removed), then the lists are refetched.
 */
export async function removeFromLists(client: QueryClient, listsKey: QueryKey, id: string): Promise<void> {
  client.setQueriesData<readonly Listed[] | ListPage<Listed>>({ queryKey: listsKey }, (list) => without(list, id));
  await client.invalidateQueries({ queryKey: listsKey });
}
