import { useTranslation } from 'react-i18next';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { useOwnAnalyses } from '../api/get-analyses';
import type { LinkableCashflow } from '../model/metrics';
import { analysisColumns } from './analysis-columns';
import { useAnalysisDownloadsColumn } from './analysis-download-actions';

/** The user's utility analyses, each ranked in the browser with core, as the screen ranks it, and exported. `cashflows` is the user's cashflow list. */
export function AnalysisDownloadsList({
  userId,
  cashflows,
}: {
  userId: string;
  cashflows: { data: readonly LinkableCashflow[] | undefined; isError: boolean };
}) {
  const { t } = useTranslation();
  const analyses = useOwnAnalyses(userId);
  const columns = analysisColumns(t);
  const downloads = useAnalysisDownloadsColumn(cashflows);
  return (
    <ResourceList
      query={{ data: downloads.loading ? undefined : analyses.data, isError: analyses.isError }}
      texts={resourceListTexts(t, 'questionnaires', { area: 'downloads', createPath: '/app/questionnaire' })}
      columns={() => [columns.title, columns.template, columns.updated, downloads.column]}
      minWidth={760}
    />
  );
}
