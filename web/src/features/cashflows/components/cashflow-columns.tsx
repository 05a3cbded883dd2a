import type { CashflowListItem } from '@keelson/core';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { RowActions, type RowAction } from '../../../components/row-actions';
import { formatCalendarDay, formatMoment, formatMoney, formatPercent, formatRatio } from '../../../lib/format';
import { displayTitle } from '../cashflow-records';

type Item = CashflowListItem;
type Column = DataColumn<Item>;

/**
 * The columns the cashflow lists choose from: title (the row's name), owner, ship, valuation date, the
 * base scenario's DCF value, project IRR and minimum DSCR as of the last save, and the save time.
 */
export function cashflowColumns(t: TFunction) {
  const notSet = t('common.notSet');
  const title = (cashflow: CashflowListItem) => displayTitle(cashflow, t('assessments.untitled'));
  const figure = (id: 'dcfValue' | 'projectIrr' | 'minDscr', format: (value: number, cashflow: CashflowListItem) => string): Column => ({
    id,
    header: t(`assessments.columns.${id}`),
    cell: (cashflow) => {
      const value = cashflow.summary?.[id] ?? null;
      return value === null ? notSet : format(value, cashflow);
    },
    sortValue: (cashflow) => cashflow.summary?.[id],
    align: 'right',
  });
  const columns = {
    title: { id: 'title', header: t('assessments.columns.title'), cell: title, sortValue: title, rowHeader: true },
    owner: {
      id: 'owner',
      header: t('assessments.columns.owner'),
      cell: (cashflow) => cashflow.ownerEmail ?? t('assessments.admin.unknownOwner'),
      sortValue: (cashflow) => cashflow.ownerEmail,
    },
    shipName: {
      id: 'shipName',
      header: t('assessments.columns.shipName'),
      cell: (cashflow) => cashflow.shipName?.trim() || notSet,
      sortValue: (cashflow) => cashflow.shipName?.trim() || null,
    },
    valuationDate: {
      id: 'valuationDate',
      header: t('assessments.columns.valuationDate'),
      cell: (cashflow) => (cashflow.valuationDate ? formatCalendarDay(cashflow.valuationDate) : notSet),
      sortValue: (cashflow) => cashflow.valuationDate || null,
    },
    dcfValue: figure('dcfValue', (value, cashflow) => formatMoney(value, cashflow.currency)),
    projectIrr: figure('projectIrr', formatPercent),
    minDscr: figure('minDscr', formatRatio),
    updated: {
      id: 'updated',
      header: t('assessments.columns.updated'),
      cell: (cashflow) => formatMoment(cashflow.updated),
      sortValue: (cashflow) => cashflow.updated,
    },
  } satisfies Record<string, Column>;
  /** What can be done with a row: open it, the list's own actions (`more`), delete it. */
  const actions = (onDelete: (cashflow: Item) => void, more: (cashflow: Item, title: string) => (RowAction | null)[] = () => []): Column => ({
    id: 'actions',
    header: t('assessments.columns.actions'),
    cell: (cashflow) => {
      const name = title(cashflow);
      return (
        <RowActions
          actions={[
            {
              label: t('assessments.open'),
              name: t('assessments.openLabel', { title: name }),
              to: `/app/cashflow/${encodeURIComponent(cashflow.id)}`,
              tone: 'primary',
            },
            ...more(cashflow, name),
            { label: t('assessments.delete'), name: t('assessments.deleteLabel', { title: name }), onClick: () => onDelete(cashflow), tone: 'danger' },
          ]}
        />
      );
    },
  });
  return { ...columns, actions };
}
