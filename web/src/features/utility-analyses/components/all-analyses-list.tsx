import { useTranslation } from 'react-i18next';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { analysisSearchTexts } from '../analysis-records';
import { useAllAnalyses } from '../api/get-analyses';
import { analysisColumns } from './analysis-columns';
import { deleteAnalysisDialog } from './delete-analysis-modal';

/** Every saved utility analysis with its owner, for administrators: searched, opened and deleted. `search` is the query to start with. */
export function AllAnalysesList({ search }: { search: string }) {
  const { t } = useTranslation();
  const { title, owner, details, updated, actions } = analysisColumns(t);
  return (
    <ResourceList
      query={useAllAnalyses()}
      texts={resourceListTexts(t, 'questionnaires', { area: 'admin', search, textsOf: analysisSearchTexts })}
      columns={(onDelete) => [title, owner, ...details, updated, actions(onDelete)]}
      deleteDialog={deleteAnalysisDialog}
      minWidth={1060}
    />
  );
}
