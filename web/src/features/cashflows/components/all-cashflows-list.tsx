import { cashflowSortKeys } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { allCashflowsQuery } from '../api/get-cashflows';
import { cashflowColumns } from './cashflow-columns';
import { deleteCashflowDialog } from './delete-cashflow-modal';

/**
 * Every saved cashflow with its owner, for administrators, a page at a time: searched (title or owner's e-mail),
 * sorted and paged by the server, opened and deleted. `search` is the query to start with.
 */
export function AllCashflowsList({ search }: { search: string }) {
  const { t } = useTranslation();
  const { title, owner, details, updated, actions } = cashflowColumns(t);
  return (
    <ResourceList
      query={usePagedList({ pageQuery: allCashflowsQuery, sortable: cashflowSortKeys, initialSearch: search })}
      texts={resourceListTexts(t, 'assessments', { area: 'admin', search })}
      columns={(onDelete) => [title, owner, ...details, updated, actions(onDelete)]}
      deleteDialog={deleteCashflowDialog}
      minWidth={1160}
    />
  );
}
