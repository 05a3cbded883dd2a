import { useTranslation } from 'react-i18next';
import { ResourceList, resourceListTexts } from '../../../components/resource-list';
import { useAllCashflows } from '../api/get-cashflows';
import { cashflowSearchTexts } from '../cashflow-records';
import { cashflowColumns } from './cashflow-columns';
import { DeleteCashflowModal } from './delete-cashflow-modal';

/** Every saved cashflow with its owner, for administrators: searched, opened and deleted. `search` is the query to start with. */
export function AllCashflowsList({ search }: { search: string }) {
  const { t } = useTranslation();
  const columns = cashflowColumns(t);
  return (
    <ResourceList
      query={useAllCashflows()}
      texts={resourceListTexts(t, 'assessments', { area: 'admin', search, textsOf: cashflowSearchTexts })}
      columns={(onDelete) => [
        columns.title,
        columns.owner,
        columns.shipName,
        columns.valuationDate,
        columns.dcfValue,
        columns.projectIrr,
        columns.minDscr,
        columns.updated,
        columns.actions(onDelete),
      ]}
      deleteDialog={(cashflow, onClose) => <DeleteCashflowModal cashflow={cashflow} onClose={onClose} />}
      minWidth={1160}
    />
  );
}
