import { usersListSchema } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const usersQueryKey = ['users'] as const;

/** `GET /api/users` (administrators): every account. */
export async function getUsers() {
  const { users } = await apiRequest('GET', '/api/users', { content: usersListSchema });
  return users;
}

export function useUsers() {
  // The admin area's loader has just fetched the list; do not fetch it again on arrival.
  return useQuery({ queryKey: usersQueryKey, queryFn: getUsers, staleTime: 10_000 });
}
