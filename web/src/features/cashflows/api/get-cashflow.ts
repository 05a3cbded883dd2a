import { savedCashflowSchema } from '@keelson/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';

/** `GET /api/cashflow/{id}`: a saved cashflow (its owner or an administrator). */
export function getCashflow(id: string) {
  return apiRequest('GET', `/api/cashflow/${encodeURIComponent(id)}`, { content: savedCashflowSchema });
}

/**
 * The loader of `/app/cashflow/{id?}` (docs/spec/product-spec.md section 2): with an id that the store does not
 * already hold, the cashflow is fetched and becomes the current one; when that fails, the page is not found.
 */
export async function cashflowLoader({ params }: LoaderFunctionArgs) {
  const { id } = params;
  if (id === undefined || id === '' || useCashflowDraftStore.getState().saved?.id === id) return null;
  try {
    useCashflowDraftStore.getState().loadSaved(await getCashflow(id));
  } catch {
    throw data(null, { status: 404 });
  }
  return null;
}
