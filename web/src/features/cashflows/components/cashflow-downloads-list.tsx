import type { CashflowListItem } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/empty-state';
import { useOwnCashflows } from '../api/get-cashflows';
import { displayTitle } from '../cashflow-records';
import { cashflowColumns } from './cashflow-columns';
import { DownloadActions } from './download-actions';

/** The user's saved cashflows, each as an Excel workbook or a CSV file, calculated in the browser. */
export function CashflowDownloadsList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const cashflows = useOwnCashflows(userId);
  const columns = cashflowColumns(t);
  const downloads = {
    id: 'downloads',
    header: t('assessments.columns.downloads'),
    cell: (cashflow: CashflowListItem) => <DownloadActions cashflow={cashflow} title={displayTitle(cashflow, t('assessments.untitled'))} />,
  };
  return (
    <DataTable
      items={cashflows.data}
      failed={{ failed: cashflows.isError, text: t('assessments.loadFailed') }}
      columns={[columns.title, columns.shipName, columns.updated, downloads]}
      itemId={(cashflow) => cashflow.id}
      caption={({ total }) => t('assessments.downloads.caption', { count: total })}
      empty={<EmptyState message={t('assessments.downloads.empty')} action={{ label: t('assessments.user.emptyAction'), to: '/app/cashflow' }} />}
      minWidth={760}
    />
  );
}
