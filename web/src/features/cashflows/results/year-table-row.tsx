import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange, formatMoney, formatPercent, formatRatePerDay, formatRatio } from '../../../lib/format';
import { NotDefined } from './not-defined';
import classes from './year-table.module.css';
import type { TableFigures, YearRow } from './year-rows';
import type { YearTotals } from './year-totals';

type Currency = string | null | undefined;

/** The figure cells of one row, after its period, in the order of the table's columns. */
function Cells({ cells }: { cells: readonly [string, ReactNode][] }) {
  return cells.map(([key, content]) => (
    <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
      {content}
    </Table.Td>
  ));
}

/**
 * The cells after the row header, in the order of the table's columns. A month has no DSCR and no cash break-even
 * rate (they are defined for model years only); a year has none when it has no debt service or no on-hire days.
 */
function FigureCells({ figures, currency, span }: { figures: TableFigures; currency: Currency; span: 'year' | 'month' }) {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currency);
  const dscrReason = span === 'month' ? t('cashflowResults.table.dscrNotDefined') : t('workbench.table.dscrNoDebtService');
  const breakevenReason = span === 'month' ? t('cashflowResults.table.cashBreakevenNotDefined') : t('workbench.table.cashBreakevenNoOnHireDays');
  const cells: [string, ReactNode][] = [
    ['revenue', money(figures.grossRevenue)],
    ['opex', money(figures.opex)],
    ['docking', money(figures.docking)],
    ['cfads', money(figures.cfads)],
    ['interest', money(figures.interest)],
    ['principal', money(figures.principal)],
    ['debtService', money(figures.debtService)],
    ['balloon', money(figures.balloon)],
    ['dscr', figures.dscr === null ? <NotDefined reason={dscrReason} /> : formatRatio(figures.dscr)],
    ['cashBreakevenRate', figures.cashBreakevenRate === null ? <NotDefined reason={breakevenReason} /> : formatRatePerDay(figures.cashBreakevenRate, currency)],
    ['debtOutstanding', money(figures.debtOutstanding)],
    ['ltv', figures.ltv === null ? <NotDefined reason={t('cashflowResults.table.ltvNotDefined')} /> : formatPercent(figures.ltv)],
    ['liquidity', money(figures.liquidity)],
    ['equityCashflow', money(figures.equityCashflow)],
    ['presentValue', money(figures.presentValue)],
  ];
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateRange(figures.start, figures.end)}</Table.Td>
      <Cells cells={cells} />
    </>
  );
}

type YearTableRowProps = { row: YearRow; currency: Currency; expanded: boolean; onToggle: () => void; idPrefix: string };

/** A model year's row, with a button that shows or hides the rows of its months beneath it. */
export function YearTableRow({ row, currency, expanded, onToggle, idPrefix }: YearTableRowProps) {
  const { t } = useTranslation();
  const monthId = (month: number) => `${idPrefix}-${row.year}-${month}`;
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row" className={classes.stickyCell}>
          <Button
            variant="subtle"
            size="compact-sm"
            className={classes.expandButton}
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={expanded ? row.periods.map((period) => monthId(period.month)).join(' ') : undefined}
            leftSection={<span aria-hidden="true">{expanded ? '▾' : '▸'}</span>}
          >
            {t('cashflowResults.table.yearLabel', { year: row.year })}
          </Button>
        </Table.Th>
        <FigureCells figures={row} currency={currency} span="year" />
      </Table.Tr>
      {expanded
        ? row.periods.map((period) => (
            <Table.Tr key={period.month} id={monthId(period.month)} bg="gray.0" className={classes.monthRow}>
              <Table.Th scope="row" fw={400} pl="xl" style={{ whiteSpace: 'nowrap' }} className={classes.stickyCell}>
                {t('cashflowResults.table.monthLabel', { month: period.month })}
              </Table.Th>
              <FigureCells figures={period} currency={currency} span="month" />
            </Table.Tr>
          ))
        : null}
    </>
  );
}

/** The totals over the economic life: the flows summed, the ratios as core’s averages, no balances and no LTV (results/year-totals.ts). */
export function YearTotalsRow({ totals, currency }: { totals: YearTotals; currency: Currency }) {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currency);
  const average = (value: string) => t('workbench.table.average', { value });
  const noTotal = <NotDefined reason={t('workbench.table.noTotal')} />;
  const cells: [string, ReactNode][] = [
    ['revenue', money(totals.grossRevenue)],
    ['opex', money(totals.opex)],
    ['docking', money(totals.docking)],
    ['cfads', money(totals.cfads)],
    ['interest', money(totals.interest)],
    ['principal', money(totals.principal)],
    ['debtService', money(totals.debtService)],
    ['balloon', money(totals.balloon)],
    ['dscr', totals.averageDscr === null ? <NotDefined reason={t('cashflowResults.figures.noDebtService')} /> : average(formatRatio(totals.averageDscr))],
    [
      'cashBreakevenRate',
      totals.averageCashBreakevenRate === null ? (
        <NotDefined reason={t('cashflowResults.figures.noOnHireDays')} />
      ) : (
        average(formatRatePerDay(totals.averageCashBreakevenRate, currency))
      ),
    ],
    ['debtOutstanding', noTotal],
    ['ltv', <NotDefined reason={t('workbench.table.noTotalRatio')} />],
    ['liquidity', noTotal],
    ['equityCashflow', money(totals.equityCashflow)],
    ['presentValue', money(totals.presentValue)],
  ];
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.stickyCell} style={{ whiteSpace: 'nowrap' }}>
        {t('workbench.table.total')}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateRange(totals.start, totals.end)}</Table.Td>
      <Cells cells={cells} />
    </Table.Tr>
  );
}
