import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange, formatMoney, formatRatePerDay, formatRatio } from '../../../lib/format';
import { NotDefined } from './not-defined';
import type { TableFigures, YearRow } from './year-rows';

type Currency = string | null | undefined;

/** The cells after the row header, in the order of the table's columns. */
function FigureCells({ figures, currency }: { figures: TableFigures; currency: Currency }) {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currency);
  const cells: [string, ReactNode][] = [
    ['revenue', money(figures.grossRevenue)],
    ['opex', money(figures.opex)],
    ['docking', money(figures.docking)],
    ['cfads', money(figures.cfads)],
    ['debtService', money(figures.debtService)],
    ['balloon', money(figures.balloon)],
    ['dscr', figures.dscr === null ? <NotDefined reason={t('cashflowResults.table.dscrNotDefined')} /> : formatRatio(figures.dscr)],
    [
      'cashBreakevenRate',
      figures.cashBreakevenRate === null ? (
        <NotDefined reason={t('cashflowResults.table.cashBreakevenNotDefined')} />
      ) : (
        formatRatePerDay(figures.cashBreakevenRate, currency)
      ),
    ],
    ['debtOutstanding', money(figures.debtOutstanding)],
    ['liquidity', money(figures.liquidity)],
    ['presentValue', money(figures.presentValue)],
  ];
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateRange(figures.start, figures.end)}</Table.Td>
      {cells.map(([key, content]) => (
        <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {content}
        </Table.Td>
      ))}
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
      <Table.Tr fw={600}>
        <Table.Th scope="row">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={expanded ? row.periods.map((period) => monthId(period.month)).join(' ') : undefined}
            leftSection={<span aria-hidden="true">{expanded ? '▾' : '▸'}</span>}
          >
            {t('cashflowResults.table.yearLabel', { year: row.year })}
          </Button>
        </Table.Th>
        <FigureCells figures={row} currency={currency} />
      </Table.Tr>
      {expanded
        ? row.periods.map((period) => (
            <Table.Tr key={period.month} id={monthId(period.month)} bg="gray.0">
              <Table.Th scope="row" fw={400} pl="xl" style={{ whiteSpace: 'nowrap' }}>
                {t('cashflowResults.table.monthLabel', { month: period.month })}
              </Table.Th>
              <FigureCells figures={period} currency={currency} />
            </Table.Tr>
          ))
        : null}
    </>
  );
}
