import { rolesListSchema } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** `GET /api/roles`: the roles an account may hold. */
export function getRoles() {
  return apiRequest('GET', '/api/roles', { content: rolesListSchema });
}

// The roles are fixed while the server runs.
export const rolesQuery = queryOptions({ queryKey: userKeys.roles(), queryFn: getRoles, staleTime: Infinity });

export function useRoles() {
  return useQuery(rolesQuery);
}
