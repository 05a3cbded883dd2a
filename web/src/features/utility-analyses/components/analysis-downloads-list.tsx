import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/empty-state';
import { analysisTitle, templateOf, type AnalysisListItem } from '../analysis-records';
import { useOwnAnalyses } from '../api/get-analyses';
import { useTemplates } from '../api/get-templates';
import { analysisColumns } from './analysis-columns';
import { AnalysisDownloadActions } from './analysis-download-actions';

/** The user's utility analyses, each scored in the browser against its template and exported. */
export function AnalysisDownloadsList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const analyses = useOwnAnalyses(userId);
  const templates = useTemplates();
  const columns = analysisColumns(t);
  const downloads = {
    id: 'downloads',
    header: t('questionnaires.columns.downloads'),
    cell: (analysis: AnalysisListItem) => (
      <AnalysisDownloadActions
        analysis={analysis}
        template={templateOf(templates.data, analysis)}
        title={analysisTitle(analysis, t('questionnaires.untitled'))}
      />
    ),
  };
  // The exports need the templates; while they load, so does the list (a failure leaves the rows without exports).
  const loading = templates.data === undefined && !templates.isError;
  return (
    <DataTable
      items={loading ? undefined : analyses.data}
      failed={{ failed: analyses.isError, text: t('questionnaires.loadFailed') }}
      columns={[columns.title, columns.template, columns.updated, downloads]}
      itemId={(analysis) => analysis.id}
      caption={({ total }) => t('questionnaires.downloads.caption', { count: total })}
      empty={<EmptyState message={t('questionnaires.downloads.empty')} action={{ label: t('questionnaires.user.emptyAction'), to: '/app/questionnaire' }} />}
      minWidth={760}
    />
  );
}
