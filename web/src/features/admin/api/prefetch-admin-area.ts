import { preloadQuery } from '../../../lib/query-client';
import { allAnalysesQuery } from './get-all-analyses';
import { allCashflowsQuery } from './get-all-cashflows';
import { getRoles, rolesQueryKey } from './get-roles';
import { getUsers, usersQueryKey } from './get-users';

/**
 * What entering the admin area loads first (docs/spec/product-spec.md section 2): every cashflow, the users and the
 * roles, side by side; a list that fails is only logged.
 */
export async function prefetchAdminArea(): Promise<void> {
  await Promise.all([
    preloadQuery(allCashflowsQuery),
    preloadQuery(allAnalysesQuery),
    preloadQuery({ queryKey: usersQueryKey, queryFn: getUsers }),
    // The roles are fixed while the server runs (as in useRoles).
    preloadQuery({ queryKey: rolesQueryKey, queryFn: getRoles, staleTime: Infinity }),
  ]);
}
