import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledModal } from '../../../components/titled-modal';
import { formErrorsOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notifications';
import { useDeleteAnalysis } from '../api/delete-analysis';
import { analysisTitle, type AnalysisListItem } from '../analysis-records';

/** Asks before deleting `analysis`, naming it; closed while `analysis` is null. */
export function DeleteAnalysisModal({ analysis, onClose }: { analysis: AnalysisListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteAnalysis = useDeleteAnalysis();
  const title = analysis === null ? '' : analysisTitle(analysis, t('questionnaires.untitled'));

  const handleDelete = async (target: AnalysisListItem) => {
    try {
      await deleteAnalysis.mutateAsync(target.id);
    } catch (error) {
      for (const notice of formErrorsOf(error, { fields: [], fallback: t('questionnaires.deleteFailed') }).notices) notify('error', notice);
      return;
    }
    notify('success', t('questionnaires.deleted', { title }));
    onClose();
  };

  return (
    <TitledModal opened={analysis !== null} onClose={onClose} title={t('questionnaires.deleteTitle')}>
      <Stack>
        <Text>{t('questionnaires.deleteText', { title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={deleteAnalysis.isPending} onClick={() => analysis !== null && void handleDelete(analysis)}>
            {t('questionnaires.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </TitledModal>
  );
}
