import { analysisSortKeys } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { allAnalysesQuery } from '../api/get-analyses';
import type { LinkableCashflow } from '../model/metrics';
import { analysisColumns } from './analysis-columns';
import { useAnalysisDownloadsColumn } from './analysis-download-actions';
import { deleteAnalysisDialog } from './delete-analysis-modal';

/**
 * Every saved utility analysis with its owner, for administrators, a page at a time: searched (title or owner's
 * e-mail), sorted by title, owner or save time and paged by the server, opened, exported and deleted. `search` is the
 * query to start with; `cashflows` is the administrator's cashflow list (everyone's), whose metrics the exports read.
 */
export function AllAnalysesList({ search, cashflows }: { search: string; cashflows: { data: readonly LinkableCashflow[] | undefined; isError: boolean } }) {
  const { t } = useTranslation();
  const { title, owner, details, updated, actions } = analysisColumns(t);
  const analyses = usePagedList({ pageQuery: allAnalysesQuery, sortable: analysisSortKeys, initialSearch: search });
  const downloads = useAnalysisDownloadsColumn(cashflows);
  return (
    <ResourceList
      query={{ ...analyses, data: downloads.loading ? undefined : analyses.data }}
      texts={resourceListTexts(t, 'questionnaires', { area: 'admin', search })}
      columns={(onDelete) => [title, owner, ...details, updated, downloads.column, actions(onDelete)]}
      deleteDialog={deleteAnalysisDialog}
      minWidth={1240}
    />
  );
}
