import { adminOverviewSchema } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const adminOverviewQueryKey = ['admin-overview'] as const;

/** `GET /api/admin/overview` (administrators): counts, how e-mail is delivered, and the outbox. */
export function getAdminOverview() {
  return apiRequest('GET', '/api/admin/overview', { content: adminOverviewSchema });
}

export function useAdminOverview() {
  return useQuery({ queryKey: adminOverviewQueryKey, queryFn: getAdminOverview });
}
