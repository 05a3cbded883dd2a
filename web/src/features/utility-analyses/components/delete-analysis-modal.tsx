import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteAnalysis } from '../api/delete-analysis';
import { analysisTitle, type AnalysisListItem } from '../analysis-records';

/** Asks before deleting `analysis` (one's own, or anyone's for an administrator), naming it; closed while `analysis` is null. */
export function DeleteAnalysisModal({ analysis, onClose }: { analysis: AnalysisListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteAnalysis = useDeleteAnalysis();
  const title = analysis === null ? '' : analysisTitle(analysis, t('questionnaires.untitled'));
  return (
    <ConfirmDialog
      opened={analysis !== null}
      title={t('questionnaires.deleteTitle')}
      text={t('questionnaires.deleteText', { title })}
      confirm={t('questionnaires.deleteConfirm')}
      danger
      onConfirm={() => (analysis === null ? undefined : deleteAnalysis.mutateAsync(analysis.id))}
      done={t('questionnaires.deleted', { title })}
      failed={t('questionnaires.deleteFailed')}
      onClose={onClose}
    />
  );
}
