import { readonlyCashflowSchema } from '@keelson/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/cashflow/readonly/{readonlyId}`: a shared cashflow, for anyone with the link. */
export function getReadonlyCashflow(readonlyId: string) {
  return apiRequest('GET', `/api/cashflow/readonly/${encodeURIComponent(readonlyId)}`, { content: readonlyCashflowSchema });
}

/** The loader of `/app/cashflow/readonly/{uuid}`: the shared cashflow, or the not-found page (docs/spec/product-spec.md section 2). */
export async function readonlyCashflowLoader({ params }: LoaderFunctionArgs) {
  const { uuid } = params;
  if (uuid === undefined || uuid === '') throw data(null, { status: 404 });
  try {
    return await getReadonlyCashflow(uuid);
  } catch {
    throw data(null, { status: 404 });
  }
}
