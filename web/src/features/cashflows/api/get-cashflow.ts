import { savedCashflowSchema } from '@keelson/core';
import { apiRequest } from '../../../lib/api-client';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { savedRecordLoader } from '../../../lib/saved-record-loader';

/** `GET /api/cashflow/{id}`: a saved cashflow (its owner or an administrator). */
export function getCashflow(id: string) {
  return apiRequest('GET', `/api/cashflow/${encodeURIComponent(id)}`, { content: savedCashflowSchema });
}

/**
 * The loader of `/app/cashflow/{id?}` (docs/spec/product-spec.md section 2): with an id that the store does not
 * already hold, the cashflow is fetched and becomes the current one; when that fails, the page is not found.
 */
export const cashflowLoader = savedRecordLoader(useCashflowDraftStore, getCashflow);
