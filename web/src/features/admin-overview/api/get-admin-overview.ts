import { adminOverviewSchema } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The one key of this feature: the overview sums up every resource. */
export const adminOverviewKeys = { all: ['admin-overview'] as const };

/** `GET /api/admin/overview` (administrators): counts, how e-mail is delivered, and the outbox. */
export function getAdminOverview() {
  return apiRequest('GET', '/api/admin/overview', { content: adminOverviewSchema });
}

export function useAdminOverview() {
  // Any change anywhere (an account, a cashflow, an analysis) makes the counts stale; see lib/query-client.
  return useQuery({ queryKey: adminOverviewKeys.all, queryFn: getAdminOverview, meta: { summarizesEveryResource: true } });
}
