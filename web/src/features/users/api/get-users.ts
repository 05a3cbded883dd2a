import { usersListSchema, type PublicUser } from '@keelson/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPageRequest } from '../../../lib/api-client';
import { listQueryString, type ListPage, type PageRequest } from '../../../lib/list-page';
import { userKeys } from './query-keys';

/** `GET /api/users` (administrators) with its paging, search and sort: a page of the accounts, `content.users`. */
export async function getUserPage(request: PageRequest): Promise<ListPage<PublicUser>> {
  const { content, page } = await apiPageRequest(`/api/users${listQueryString(request)}`, { content: usersListSchema });
  return { items: content.users, page };
}

/**
 * A page of the accounts as the users table asks for it, the previous page kept on screen while the next one loads;
 * fresh for a few seconds, so that the page the admin area's loader has just fetched is not fetched again on arrival.
 */
export function usersPageQuery(request: PageRequest) {
  return queryOptions({
    queryKey: [...userKeys.list(), request] as const,
    queryFn: () => getUserPage(request),
    staleTime: 5000,
    placeholderData: keepPreviousData,
  });
}
