import { analysisSortKeys } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { ownAnalysesQuery } from '../api/get-analyses';
import type { LinkableCashflow } from '../model/metrics';
import { analysisColumns } from './analysis-columns';
import { useAnalysisDownloadsColumn } from './analysis-download-actions';

/** The user's utility analyses, a page at a time, each ranked in the browser with core, as the screen ranks it, and exported. `cashflows` is the user's cashflow list. */
export function AnalysisDownloadsList({
  userId,
  cashflows,
}: {
  userId: string;
  cashflows: { data: readonly LinkableCashflow[] | undefined; isError: boolean };
}) {
  const { t } = useTranslation();
  const analyses = usePagedList({ pageQuery: (request) => ownAnalysesQuery(userId, request), sortable: analysisSortKeys });
  const columns = analysisColumns(t);
  const downloads = useAnalysisDownloadsColumn(cashflows);
  return (
    <ResourceList
      query={{ ...analyses, data: downloads.loading ? undefined : analyses.data }}
      texts={resourceListTexts(t, 'questionnaires', { area: 'downloads', createPath: '/app/questionnaire' })}
      columns={() => [columns.title, columns.template, columns.updated, downloads.column]}
      minWidth={760}
    />
  );
}
