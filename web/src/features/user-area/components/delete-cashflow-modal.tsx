import type { CashflowListItem } from '@keelson/core';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledModal } from '../../../components/titled-modal';
import { formErrorsOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notifications';
import { useDeleteCashflow } from '../api/delete-cashflow';
import { displayTitle } from '../cashflow-records';

/** Asks before deleting `cashflow`, naming it; closed while `cashflow` is null. */
export function DeleteCashflowModal({ cashflow, onClose }: { cashflow: CashflowListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteCashflow = useDeleteCashflow();
  const title = cashflow === null ? '' : displayTitle(cashflow, t('assessments.untitled'));

  const handleDelete = async (target: CashflowListItem) => {
    try {
      await deleteCashflow.mutateAsync(target.id);
    } catch (error) {
      for (const notice of formErrorsOf(error, { fields: [], fallback: t('assessments.deleteFailed') }).notices) notify('error', notice);
      return;
    }
    notify('success', t('assessments.deleted', { title }));
    onClose();
  };

  return (
    <TitledModal opened={cashflow !== null} onClose={onClose} title={t('assessments.deleteTitle')}>
      <Stack>
        <Text>{t('assessments.deleteText', { title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={deleteCashflow.isPending} onClick={() => cashflow !== null && void handleDelete(cashflow)}>
            {t('assessments.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </TitledModal>
  );
}
