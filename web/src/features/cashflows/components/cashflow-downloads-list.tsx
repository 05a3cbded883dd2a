import { cashflowSortKeys, type CashflowListItem } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { ownCashflowsQuery } from '../api/get-cashflows';
import { displayTitle } from '../cashflow-records';
import { cashflowColumns } from './cashflow-columns';
import { DownloadActions } from './download-actions';

/** The user's saved cashflows, a page at a time, each as an Excel workbook or a CSV file, calculated in the browser. */
export function CashflowDownloadsList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const columns = cashflowColumns(t);
  const downloads = {
    id: 'downloads',
    header: t('assessments.columns.downloads'),
    cell: (cashflow: CashflowListItem) => <DownloadActions cashflow={cashflow} title={displayTitle(cashflow, t('assessments.untitled'))} />,
  };
  return (
    <ResourceList
      query={usePagedList({ pageQuery: (request) => ownCashflowsQuery(userId, request), sortable: cashflowSortKeys })}
      texts={resourceListTexts(t, 'assessments', { area: 'downloads', createPath: '/app/cashflow' })}
      columns={() => [columns.title, columns.shipName, columns.updated, downloads]}
      minWidth={760}
    />
  );
}
