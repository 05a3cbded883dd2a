import { usersListSchema } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** `GET /api/users` (administrators): every account. */
export async function getUsers() {
  const { users } = await apiRequest('GET', '/api/users', { content: usersListSchema });
  return users;
}

// The admin area's loader has just fetched the list; it is not fetched again on arrival.
export const usersQuery = queryOptions({ queryKey: userKeys.list(), queryFn: getUsers, staleTime: 10_000 });

export function useUsers() {
  return useQuery(usersQuery);
}
