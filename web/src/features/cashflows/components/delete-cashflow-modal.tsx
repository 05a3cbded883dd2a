import type { CashflowListItem } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { DeleteRecordDialog } from '../../../components/delete-record-dialog';
import { useDeleteCashflow } from '../api/delete-cashflow';
import { displayTitle } from '../cashflow-records';

/** Asks before deleting `cashflow` (one's own, or anyone's for an administrator), naming it; closed while `cashflow` is null. */
export function DeleteCashflowModal({ cashflow, onClose }: { cashflow: CashflowListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const named = (shown: CashflowListItem | null) => ({ title: shown === null ? '' : displayTitle(shown, t('assessments.untitled')) });
  return <DeleteRecordDialog record={cashflow} ns="assessments" values={named} remove={useDeleteCashflow().mutateAsync} onClose={onClose} />;
}

/** The list's delete dialog, as `ResourceList` asks for it. */
export const deleteCashflowDialog = (cashflow: CashflowListItem | null, onClose: () => void) => <DeleteCashflowModal cashflow={cashflow} onClose={onClose} />;
