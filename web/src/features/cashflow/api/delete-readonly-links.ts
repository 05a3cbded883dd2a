import { savedCashflowSchema } from '@keelson/core';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/cashflow/readonly/{id}` ({id}: the cashflow's id): removes all its read-only ids; answers the record. */
export function deleteReadonlyLinks(id: string) {
  return apiRequest('DELETE', `/api/cashflow/readonly/${encodeURIComponent(id)}`, { content: savedCashflowSchema });
}
