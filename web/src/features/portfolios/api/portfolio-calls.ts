import {
  portfolioBookSchema,
  portfolioImportResultSchema,
  portfolioListSchema,
  portfolioSchema,
  type PortfolioCreateBody,
  type PortfolioImportBody,
  type PortfolioListItem,
  type PortfolioUpdateBody,
} from '@keelson/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPageRequest, apiRequest } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/list-page';
import { listQueries } from '../../../lib/resource-keys';
import { portfolioKeys } from './query-keys';

/** A listed portfolio as the record lists read it: its owner's e-mail beside the other records'. */
export type ListedPortfolio = PortfolioListItem & { ownerEmail: string | undefined };

const path = (id: string) => `/api/portfolio/${encodeURIComponent(id)}`;

/** `GET /api/portfolio` with its paging, search and sort: the signed-in user's portfolios, or everyone's for an administrator. */
export async function getPortfolioPage(query: string): Promise<ListPage<ListedPortfolio>> {
  const { content, page } = await apiPageRequest(`/api/portfolio${query}`, { content: portfolioListSchema });
  return { items: content.map((portfolio) => ({ ...portfolio, ownerEmail: portfolio.owner.email })), page };
}

const portfolioLists = listQueries(portfolioKeys, getPortfolioPage);
export const ownPortfoliosQuery = portfolioLists.ownPage;
export const allPortfoliosQuery = portfolioLists.everyonePage;

/** `GET /api/portfolio/{id}/book`: the portfolio and its loans, each with the monitor its last save stored. */
export function usePortfolioBook(id: string) {
  return useQuery({
    queryKey: portfolioKeys.book(id),
    queryFn: ({ signal }) => apiRequest('GET', `${path(id)}/book`, { content: portfolioBookSchema, signal }),
  });
}

/** After any change: the lists, the record and its book are asked again. */
function useInvalidatePortfolios() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['portfolios'] });
}

/** `POST /api/portfolio`. */
export function useCreatePortfolio() {
  const invalidate = useInvalidatePortfolios();
  return useMutation({
    mutationFn: (body: PortfolioCreateBody) => apiRequest('POST', '/api/portfolio', { content: portfolioSchema, body }),
    onSuccess: invalidate,
  });
}

/** `PUT /api/portfolio/{id}`: the body carries the `updated` stamp it was based on; a stale one is refused (409, 1012). */
export function useUpdatePortfolio() {
  const invalidate = useInvalidatePortfolios();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PortfolioUpdateBody }) => apiRequest('PUT', path(id), { content: portfolioSchema, body }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/portfolio/{id}`: the portfolio goes, its assessments stay. */
export function useDeletePortfolio() {
  const invalidate = useInvalidatePortfolios();
  return useMutation({ mutationFn: (id: string) => apiRequest('DELETE', path(id), { content: z.unknown() }), onSuccess: invalidate });
}

/** `POST /api/portfolio/{id}/import`: one assessment per row, all in one transaction. */
export function useImportPortfolioRows(id: string) {
  const invalidate = useInvalidatePortfolios();
  return useMutation({
    mutationFn: (body: PortfolioImportBody) => apiRequest('POST', `${path(id)}/import`, { content: portfolioImportResultSchema, body }),
    onSuccess: invalidate,
  });
}
