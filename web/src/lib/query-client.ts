import { QueryClient, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The one data cache of the app. It lives in a module rather than in a component so that route
 * loaders can fill it before a page renders (docs/spec/product-spec.md section 2: entering an area first loads its lists).
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

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
