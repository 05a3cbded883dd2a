import { legalNoticeSchema, type LegalNotice } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/legal-notice`: the operator of this installation, or null while it is not configured. */
export function getLegalNotice(): Promise<LegalNotice> {
  return apiRequest('GET', '/api/legal-notice', { content: legalNoticeSchema });
}

/** The operator changes only with the server's configuration: fetched once per visit. */
export function useLegalNotice() {
  return useQuery({ queryKey: ['legal-notice'], queryFn: getLegalNotice, staleTime: Number.POSITIVE_INFINITY });
}
