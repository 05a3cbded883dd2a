import type { CashflowListItem } from '@keelson/core';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useAllCashflows } from '../api/get-cashflows';
import { cashflowSearchTexts } from '../cashflow-records';
import { cashflowColumns } from './cashflow-columns';
import { DeleteCashflowModal } from './delete-cashflow-modal';

/** Every saved cashflow with its owner, for administrators: searched, opened and deleted. `search` is the query to start with. */
export function AllCashflowsList({ search }: { search: string }) {
  const { t } = useTranslation();
  const cashflows = useAllCashflows();
  const [deleting, setDeleting] = useState<CashflowListItem | null>(null);
  const columns = cashflowColumns(t);
  const actions = columns.actions(setDeleting);

  return (
    <>
      <DataTable
        items={cashflows.data}
        failed={{ failed: cashflows.isError, text: t('assessments.loadFailed') }}
        columns={[
          columns.title,
          columns.owner,
          columns.shipName,
          columns.valuationDate,
          columns.dcfValue,
          columns.projectIrr,
          columns.minDscr,
          columns.updated,
          actions,
        ]}
        itemId={(cashflow) => cashflow.id}
        caption={(counts) => t('assessments.admin.caption', counts)}
        empty={<Text>{t('assessments.admin.empty')}</Text>}
        search={{
          label: t('assessments.admin.search'),
          placeholder: t('assessments.admin.searchPlaceholder'),
          initial: search,
          textsOf: cashflowSearchTexts,
          noMatch: t('assessments.admin.noMatch'),
        }}
        minWidth={1160}
      />
      <DeleteCashflowModal cashflow={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
