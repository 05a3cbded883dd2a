import { useTranslation } from 'react-i18next';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { analysisSearchTexts } from '../analysis-records';
import { useAllAnalyses } from '../api/get-analyses';
import { analysisColumns } from './analysis-columns';
import { DeleteAnalysisModal } from './delete-analysis-modal';

/** Every saved utility analysis with its owner, for administrators: searched, opened and deleted. `search` is the query to start with. */
export function AllAnalysesList({ search }: { search: string }) {
  const { t } = useTranslation();
  const columns = analysisColumns(t);
  return (
    <ResourceList
      query={useAllAnalyses()}
      texts={resourceListTexts(t, 'questionnaires', { area: 'admin', search, textsOf: analysisSearchTexts })}
      columns={(onDelete) => [columns.title, columns.owner, columns.template, columns.leader, columns.alternatives, columns.updated, columns.actions(onDelete)]}
      deleteDialog={(analysis, onClose) => <DeleteAnalysisModal analysis={analysis} onClose={onClose} />}
      minWidth={1060}
    />
  );
}
