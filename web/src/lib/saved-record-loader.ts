import { data, type LoaderFunctionArgs } from 'react-router';
import type { SavedVersionStore } from './use-save-actions';

/**
 * The loader of an editing page at `…/{id?}` (docs/spec/product-spec.md section 2): with an id that `store` does
 * not already hold, the record is fetched and becomes the current one; when that fails, the page is not found.
 */
export function savedRecordLoader<Saved>(store: SavedVersionStore<Saved>, fetchSaved: (id: string) => Promise<Saved>) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { id } = params;
    if (id === undefined || id === '' || store.getState().saved?.id === id) return null;
    try {
      store.getState().loadSaved(await fetchSaved(id));
    } catch {
      throw data(null, { status: 404 });
    }
    return null;
  };
}
