import { analysisSortKeys } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { allAnalysesQuery } from '../api/get-analyses';
import { analysisColumns } from './analysis-columns';
import { deleteAnalysisDialog } from './delete-analysis-modal';

/**
 * Every saved utility analysis with its owner, for administrators, a page at a time: searched (title or owner's
 * e-mail), sorted by title, owner or save time and paged by the server, opened and deleted. `search` is the query to
 * start with.
 */
export function AllAnalysesList({ search }: { search: string }) {
  const { t } = useTranslation();
  const { title, owner, details, updated, actions } = analysisColumns(t);
  return (
    <ResourceList
      query={usePagedList({ pageQuery: allAnalysesQuery, sortable: analysisSortKeys, initialSearch: search })}
      texts={resourceListTexts(t, 'questionnaires', { area: 'admin', search })}
      columns={(onDelete) => [title, owner, ...details, updated, actions(onDelete)]}
      deleteDialog={deleteAnalysisDialog}
      minWidth={1060}
    />
  );
}
