import { analysisSortKeys } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { analysisTitle, templateOf, type AnalysisListItem } from '../analysis-records';
import { ownAnalysesQuery } from '../api/get-analyses';
import { useTemplates } from '../api/get-templates';
import { analysisColumns } from './analysis-columns';
import { AnalysisDownloadActions } from './analysis-download-actions';

/** The user's utility analyses, a page at a time, each scored in the browser against its template and exported. */
export function AnalysisDownloadsList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const analyses = usePagedList({ pageQuery: (request) => ownAnalysesQuery(userId, request), sortable: analysisSortKeys });
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
    <ResourceList
      query={{ ...analyses, data: loading ? undefined : analyses.data }}
      texts={resourceListTexts(t, 'questionnaires', { area: 'downloads', createPath: '/app/questionnaire' })}
      columns={() => [columns.title, columns.template, columns.updated, downloads]}
      minWidth={760}
    />
  );
}
