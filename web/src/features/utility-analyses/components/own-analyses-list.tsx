import { analysisSortKeys } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { useCopyShareActions } from '../../../components/copy-share-actions';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { analysisReadonlyLink, analysisTitle, duplicateAnalysisBody, type AnalysisListItem } from '../analysis-records';
import { useCreateAnalysis } from '../api/create-analysis';
import { ownAnalysesQuery } from '../api/get-analyses';
import { analysisColumns } from './analysis-columns';
import { deleteAnalysisDialog } from './delete-analysis-modal';

/**
 * The signed-in user's saved utility analyses, a page at a time (sorted by title or save time and paged by the server),
 * each opened, duplicated, shared or deleted.
 */
export function OwnAnalysesList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const createAnalysis = useCreateAnalysis();
  const more = useCopyShareActions<AnalysisListItem>('questionnaires', {
    copy: async (analysis) =>
      analysisTitle(await createAnalysis.mutateAsync(duplicateAnalysisBody(analysis, t('questionnaires.copySuffix'))), t('questionnaires.untitled')),
    linkOf: (analysis) => analysisReadonlyLink(window.location.origin, analysis.readonlyId),
  });
  const { title, details, updated, actions } = analysisColumns(t);
  return (
    <ResourceList
      query={usePagedList({ pageQuery: (request) => ownAnalysesQuery(userId, request), sortable: analysisSortKeys })}
      texts={resourceListTexts(t, 'questionnaires', { area: 'user', createPath: '/app/questionnaire' })}
      columns={(onDelete) => [title, ...details, updated, actions(onDelete, more)]}
      deleteDialog={deleteAnalysisDialog}
      minWidth={1000}
    />
  );
}
