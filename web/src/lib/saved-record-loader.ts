import { data, type LoaderFunctionArgs } from 'react-router';
import { checkSession } from './session';
import type { SavedVersionStore } from './use-save-actions';

/**
 * The loader of an editing page at `…/{id?}` (docs/spec/product-spec.md section 2): with an id that `store` does
 * not already hold, the record is fetched and becomes the current one; when that fails, the page is not found.
 * A record held in the browser counts only after the current-user check of this navigation (shared with the root
 * loader): a change of user discards the drafts of another user's records first (lib/draft-privacy.ts).
 */
export function savedRecordLoader<Saved>(store: SavedVersionStore<Saved>, fetchSaved: (id: string) => Promise<Saved>) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { id } = params;
    if (id === undefined || id === '') return null;
    await checkSession();
    if (store.getState().saved?.id === id) return null;
    try {
      store.getState().loadSaved(await fetchSaved(id));
    } catch {
      throw data(null, { status: 404 });
    }
    return null;
  };
}
