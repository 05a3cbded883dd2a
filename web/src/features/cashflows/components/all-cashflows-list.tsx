import { useTranslation } from 'react-i18next';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { useAllCashflows } from '../api/get-cashflows';
import { cashflowSearchTexts } from '../cashflow-records';
import { cashflowColumns } from './cashflow-columns';
import { deleteCashflowDialog } from './delete-cashflow-modal';

/** Every saved cashflow with its owner, for administrators: searched, opened and deleted. `search` is the query to start with. */
export function AllCashflowsList({ search }: { search: string }) {
  const { t } = useTranslation();
  const { title, owner, details, updated, actions } = cashflowColumns(t);
  return (
    <ResourceList
      query={useAllCashflows()}
      texts={resourceListTexts(t, 'assessments', { area: 'admin', search, textsOf: cashflowSearchTexts })}
      columns={(onDelete) => [title, owner, ...details, updated, actions(onDelete)]}
      deleteDialog={deleteCashflowDialog}
      minWidth={1160}
    />
  );
}
