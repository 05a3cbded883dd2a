import { useTranslation } from 'react-i18next';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { analysisSearchTexts } from '../analysis-records';
import { useAllAnalyses } from '../api/get-analyses';
import type { LinkableCashflow } from '../model/metrics';
import { analysisColumns } from './analysis-columns';
import { useAnalysisDownloadsColumn } from './analysis-download-actions';
import { deleteAnalysisDialog } from './delete-analysis-modal';

/**
 * Every saved utility analysis with its owner, for administrators: searched, opened, exported and deleted. `search` is
 * the query to start with; `cashflows` is the administrator's cashflow list (everyone's), whose metrics the exports read.
 */
export function AllAnalysesList({ search, cashflows }: { search: string; cashflows: { data: readonly LinkableCashflow[] | undefined; isError: boolean } }) {
  const { t } = useTranslation();
  const { title, owner, details, updated, actions } = analysisColumns(t);
  const analyses = useAllAnalyses();
  const downloads = useAnalysisDownloadsColumn(cashflows);
  return (
    <ResourceList
      query={{ data: downloads.loading ? undefined : analyses.data, isError: analyses.isError }}
      texts={resourceListTexts(t, 'questionnaires', { area: 'admin', search, textsOf: analysisSearchTexts })}
      columns={(onDelete) => [title, owner, ...details, updated, downloads.column, actions(onDelete)]}
      deleteDialog={deleteAnalysisDialog}
      minWidth={1240}
    />
  );
}
