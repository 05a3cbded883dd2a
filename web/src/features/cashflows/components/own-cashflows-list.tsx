import type { CashflowListItem } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { copyLink, notify } from '../../../lib/notifications';
import { usePendingItem } from '../../../lib/use-pending-item';
import { useCreateCashflow } from '../api/create-cashflow';
import { useOwnCashflows } from '../api/get-cashflows';
import { displayTitle, duplicateDraft, readonlyLink } from '../cashflow-records';
import { cashflowColumns } from './cashflow-columns';
import { DeleteCashflowModal } from './delete-cashflow-modal';

/** The signed-in user's saved cashflows, each opened, duplicated, shared or deleted. */
export function OwnCashflowsList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const cashflows = useOwnCashflows(userId);
  const createCashflow = useCreateCashflow();
  const untitled = t('assessments.untitled');
  const duplicate = usePendingItem(async (cashflow: CashflowListItem) => {
    const copy = await createCashflow.mutateAsync(duplicateDraft(cashflow, t('assessments.copySuffix')));
    notify('success', t('assessments.duplicated', { title: displayTitle(copy, untitled) }));
  }, t('assessments.duplicateFailed'));
  const shareLink = (link: string) =>
    copyLink(link, { copied: t('assessments.linkCopied'), failed: (shown) => t('assessments.linkCopyFailed', { link: shown }) });

  const columns = cashflowColumns(t);
  const actions = (onDelete: (cashflow: CashflowListItem) => void) =>
    columns.actions(onDelete, (cashflow, title) => {
      const link = readonlyLink(window.location.origin, cashflow.readonlyIds);
      return [
        {
          label: t('assessments.duplicate'),
          name: t('assessments.duplicateLabel', { title }),
          onClick: () => void duplicate.start(cashflow),
          loading: duplicate.pendingId === cashflow.id,
          disabled: duplicate.pendingId !== null && duplicate.pendingId !== cashflow.id,
        },
        link === null ? null : { label: t('assessments.copyLink'), name: t('assessments.copyLinkLabel', { title }), onClick: () => void shareLink(link) },
      ];
    });

  return (
    <ResourceList
      query={cashflows}
      texts={resourceListTexts(t, 'assessments', { area: 'user', createPath: '/app/cashflow' })}
      columns={(onDelete) => [
        columns.title,
        columns.shipName,
        columns.valuationDate,
        columns.dcfValue,
        columns.projectIrr,
        columns.minDscr,
        columns.updated,
        actions(onDelete),
      ]}
      deleteDialog={(cashflow, onClose) => <DeleteCashflowModal cashflow={cashflow} onClose={onClose} />}
      minWidth={1100}
    />
  );
}
