import { useTranslation } from 'react-i18next';
import { DeleteRecordDialog } from '../../../components/delete-record-dialog';
import { useDeleteAnalysis } from '../api/delete-analysis';
import { analysisTitle, type AnalysisListItem } from '../analysis-records';

/** Asks before deleting `analysis` (one's own, or anyone's for an administrator), naming it; closed while `analysis` is null. */
export function DeleteAnalysisModal({ analysis, onClose }: { analysis: AnalysisListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const named = (shown: AnalysisListItem | null) => ({ title: shown === null ? '' : analysisTitle(shown, t('questionnaires.untitled')) });
  return <DeleteRecordDialog record={analysis} ns="questionnaires" values={named} remove={useDeleteAnalysis().mutateAsync} onClose={onClose} />;
}

/** The list's delete dialog, as `ResourceList` asks for it. */
export const deleteAnalysisDialog = (analysis: AnalysisListItem | null, onClose: () => void) => <DeleteAnalysisModal analysis={analysis} onClose={onClose} />;
