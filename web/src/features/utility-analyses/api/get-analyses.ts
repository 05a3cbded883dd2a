import { utility } from '@keelson/core';
import { apiPageRequest } from '../../../lib/api-client';
import type { AnalysisListItem } from '../analysis-records';
import type { ListPage } from '../../../lib/list-page';
import { listQueries } from '../../../lib/resource-keys';
import { analysisKeys } from './query-keys';

/**
 * `GET /api/utilityAnalysis/` with its paging, search and sort (`query`): a page of the signed-in user's analyses, each
 * with its template's title and leading alternative; an administrator's of everyone's, each with its owner's e-mail.
 */
export async function getAnalysisPage(query: string): Promise<ListPage<AnalysisListItem>> {
  const { content, page } = await apiPageRequest(`/api/utilityAnalysis/${query}`, { content: utility.analysisListSchema });
  return { items: content, page };
}

const analysisLists = listQueries(analysisKeys, getAnalysisPage);

/** A page of the signed-in user's own analyses (an administrator's too). */
export const ownAnalysesQuery = analysisLists.ownPage;

/** A page of every saved analysis, as an administrator sees the list. */
export const allAnalysesQuery = analysisLists.everyonePage;
