import { rolesListSchema } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const rolesQueryKey = ['roles'] as const;

/** `GET /api/roles`: the roles an account may hold. */
export function getRoles() {
  return apiRequest('GET', '/api/roles', { content: rolesListSchema });
}

export function useRoles() {
  // The roles are fixed while the server runs.
  return useQuery({ queryKey: rolesQueryKey, queryFn: getRoles, staleTime: Infinity });
}
