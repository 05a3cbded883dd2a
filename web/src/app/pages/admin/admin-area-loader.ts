import type { LoaderFunctionArgs } from 'react-router';
import { allCashflowsQuery } from '../../../features/cashflows/api/get-cashflows';
import { rolesQuery } from '../../../features/users/api/get-roles';
import { usersPageQuery } from '../../../features/users/api/get-users';
import { allAnalysesQuery } from '../../../features/utility-analyses/api/get-analyses';
import { firstPage } from '../../../lib/list-page';
import { preloadQuery } from '../../../lib/query-client';
import { guard } from '../../guard-loader';

/**
 * The admin area's loader: after the guard lets the visit through, what the area shows loads first
 * (docs/spec/product-spec.md section 2): the first page of every cashflow, analysis and user, and the roles,
 * side by side; a list that fails is only logged.
 */
export async function adminAreaLoader(args: LoaderFunctionArgs): Promise<null> {
  await guard('adminArea')(args);
  await Promise.all([
    preloadQuery(allCashflowsQuery(firstPage)),
    preloadQuery(allAnalysesQuery(firstPage)),
    preloadQuery(usersPageQuery(firstPage)),
    preloadQuery(rolesQuery),
  ]);
  return null;
}
