import { cashflowSortKeys, type CashflowListItem } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { useCopyShareActions } from '../../../components/copy-share-actions';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { useCreateCashflow } from '../api/create-cashflow';
import { ownCashflowsQuery } from '../api/get-cashflows';
import { displayTitle, duplicateDraft, readonlyLink } from '../cashflow-records';
import { cashflowColumns } from './cashflow-columns';
import { deleteCashflowDialog } from './delete-cashflow-modal';

/** The signed-in user's saved cashflows, a page at a time (sorted and paged by the server), each opened, duplicated, shared or deleted. */
export function OwnCashflowsList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const createCashflow = useCreateCashflow();
  const more = useCopyShareActions<CashflowListItem>('assessments', {
    copy: async (cashflow) => displayTitle(await createCashflow.mutateAsync(duplicateDraft(cashflow, t('assessments.copySuffix'))), t('assessments.untitled')),
    linkOf: (cashflow) => readonlyLink(window.location.origin, cashflow.readonlyIds),
  });
  const { title, details, updated, actions } = cashflowColumns(t);
  return (
    <ResourceList
      query={usePagedList({ pageQuery: (request) => ownCashflowsQuery(userId, request), sortable: cashflowSortKeys })}
      texts={resourceListTexts(t, 'assessments', { area: 'user', createPath: '/app/cashflow' })}
      columns={(onDelete) => [title, ...details, updated, actions(onDelete, more)]}
      deleteDialog={deleteCashflowDialog}
      minWidth={1100}
    />
  );
}
