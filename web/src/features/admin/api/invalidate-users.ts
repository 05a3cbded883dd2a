import type { QueryClient } from '@tanstack/react-query';
import { adminOverviewQueryKey } from './get-admin-overview';
import { usersQueryKey } from './get-users';

/** After a change to an account: the user list and the overview's counts (and outbox) are stale. */
export async function invalidateUsers(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: usersQueryKey }), queryClient.invalidateQueries({ queryKey: adminOverviewQueryKey })]);
}
