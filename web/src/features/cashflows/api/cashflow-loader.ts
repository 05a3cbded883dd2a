import type { LoaderFunction } from 'react-router';

/**
 * The loader of `/app/cashflow/{id?}` (docs/spec/product-spec.md section 2). A new cashflow needs nothing before the
 * page's header is drawn; with an id, the saved cashflow is fetched into the draft store (get-cashflow.ts) once
 * `beforeDraft` has run: the app's rule that keeps another user's drafts away (app/router.tsx passes it).
 */
export function cashflowLoader(beforeDraft: () => Promise<unknown>): LoaderFunction {
  return async (args) => {
    const { id } = args.params;
    if (id === undefined || id === '') return null;
    const [{ cashflowLoader: loadSaved }] = await Promise.all([import('./get-cashflow'), beforeDraft()]);
    return loadSaved(args);
  };
}
