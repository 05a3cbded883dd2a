import type { CashflowListItem, CashflowSummary } from '@keelson/core';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { recordColumns } from '../../../components/data-table/record-columns';
import { formatCalendarDay } from '../../../lib/format';
import { displayTitle } from '../cashflow-records';
import { formatKeyFigureValue } from '../results/key-figure-text';

type Item = CashflowListItem;
type Column = DataColumn<Item>;

/**
 * The columns the cashflow lists choose from: title (the row's name), owner, ship, valuation date, the
 * base scenario's DCF value, project IRR and minimum DSCR as of the last save, and the save time.
 */
export function cashflowColumns(t: TFunction) {
  const notSet = t('common.notSet');
  const title = (cashflow: CashflowListItem) => displayTitle(cashflow, t('assessments.untitled'));
  // A summary's figure is written in its key-figure catalogue unit, as the figure cards write it.
  const figure = (id: keyof CashflowSummary): Column => ({
    id,
    header: t(`assessments.columns.${id}`),
    cell: (cashflow) => {
      const value = cashflow.summary?.[id] ?? null;
      return value === null ? notSet : formatKeyFigureValue(id, value, cashflow.currency);
    },
    sortValue: (cashflow) => cashflow.summary?.[id],
    align: 'right',
  });
  const shared = recordColumns<Item>(t, { ns: 'assessments', title, openPath: (cashflow) => `/app/cashflow/${encodeURIComponent(cashflow.id)}` });
  const columns = {
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
    dcfValue: figure('dcfValue'),
    projectIrr: figure('projectIrr'),
    minDscr: figure('minDscr'),
  } satisfies Record<string, Column>;
  /** The columns between title (and owner) and save time, in the lists' order. */
  const details = [columns.shipName, columns.valuationDate, columns.dcfValue, columns.projectIrr, columns.minDscr];
  return { ...shared, ...columns, details };
}
