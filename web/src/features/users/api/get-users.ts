import { usersListSchema } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPageRequest } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/list-page';
import { maxWholeList } from '../../../lib/resource-keys';
import { userKeys } from './query-keys';

/** `GET /api/users` (administrators): every account, page after page, up to `maxWholeList`; the list searches and sorts them itself. */
export async function getUsers() {
  return fetchAllPages(
    async (query) => {
      const { content, page } = await apiPageRequest(`/api/users${query}`, { content: usersListSchema });
      return { items: content.users, page };
    },
    { maxItems: maxWholeList },
  );
}

// The admin area's loader has just fetched the list; it is not fetched again on arrival.
export const usersQuery = queryOptions({ queryKey: userKeys.list(), queryFn: getUsers, staleTime: 10_000 });

export function useUsers() {
  return useQuery(usersQuery);
}
