import type { CashflowListItem } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteCashflow } from '../api/delete-cashflow';
import { displayTitle } from '../cashflow-records';

/** Asks before deleting `cashflow` (one's own, or anyone's for an administrator), naming it; closed while `cashflow` is null. */
export function DeleteCashflowModal({ cashflow, onClose }: { cashflow: CashflowListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteCashflow = useDeleteCashflow();
  const title = cashflow === null ? '' : displayTitle(cashflow, t('assessments.untitled'));
  return (
    <ConfirmDialog
      opened={cashflow !== null}
      title={t('assessments.deleteTitle')}
      text={t('assessments.deleteText', { title })}
      confirm={t('assessments.deleteConfirm')}
      danger
      onConfirm={() => (cashflow === null ? undefined : deleteCashflow.mutateAsync(cashflow.id))}
      done={t('assessments.deleted', { title })}
      failed={t('assessments.deleteFailed')}
      onClose={onClose}
    />
  );
}
