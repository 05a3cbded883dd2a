import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledModal } from '../../../components/titled-modal';
import { formErrorsOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notifications';
import { useDeleteAnalysis } from '../api/delete-analysis';
import type { AdminAnalysis } from './analyses-table';

/** Asks before deleting someone's analysis, naming it; closed while `analysis` is null. */
export function DeleteAnalysisModal({ analysis, title, onClose }: { analysis: AdminAnalysis | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteAnalysis = useDeleteAnalysis();

  const handleDelete = async (target: AdminAnalysis) => {
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
