import type { FieldError } from '@keelson/core';
import { Table } from '@mantine/core';
import type { JSX, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotDefined } from '../results/not-defined';
import type { Tornado, TornadoRow } from './tornado-rows';
import { TableScroller } from './table-scroller';

type TornadoTableProps = {
  tornado: Tornado;
  caption: string;
  figureLabel: string;
  loweredText: string;
  raisedText: string;
  driverLabel: (row: TornadoRow) => string;
  formatInput: (row: TornadoRow, value: number) => string;
  formatValue: (value: number) => string;
  /** The reasons core refused a changed cashflow, in words. */
  refusal: (errors: readonly FieldError[]) => string;
};

/** The tornado chart's numbers as a table, row for row: each driver's inputs, the figure at both ends and its swing. */
export function TornadoTable({
  tornado,
  caption,
  figureLabel,
  loweredText,
  raisedText,
  driverLabel,
  formatInput,
  formatValue,
  refusal,
}: TornadoTableProps): JSX.Element {
  const { t } = useTranslation();
  const valueCell = (value: number | null, errors: FieldError[] | null): ReactNode =>
    errors !== null ? <NotDefined reason={refusal(errors)} /> : value === null ? <NotDefined /> : formatValue(value);
  return (
    <TableScroller label={caption} minWidth={640}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sensitivity.table.driver')}</Table.Th>
            <Table.Th scope="col">{t('sensitivity.table.input', { change: loweredText })}</Table.Th>
            <Table.Th scope="col">{t('sensitivity.table.figureAt', { figure: figureLabel, change: loweredText })}</Table.Th>
            <Table.Th scope="col">{t('sensitivity.table.input', { change: raisedText })}</Table.Th>
            <Table.Th scope="col">{t('sensitivity.table.figureAt', { figure: figureLabel, change: raisedText })}</Table.Th>
            <Table.Th scope="col">{t('sensitivity.table.swing')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tornado.rows.map((row) => (
            <Table.Tr key={row.driver}>
              <Table.Th scope="row" fw={500}>
                {driverLabel(row)}
                <br />
                <span style={{ fontWeight: 400, color: 'var(--mantine-color-gray-7)' }}>
                  {t('sensitivity.table.baseInput', { value: formatInput(row, row.baseInput) })}
                </span>
              </Table.Th>
              <Table.Td>{formatInput(row, row.lowInput)}</Table.Td>
              <Table.Td>{valueCell(row.low, row.lowErrors)}</Table.Td>
              <Table.Td>{formatInput(row, row.highInput)}</Table.Td>
              <Table.Td>{valueCell(row.high, row.highErrors)}</Table.Td>
              <Table.Td>{row.low === null || row.high === null ? <NotDefined /> : formatValue(Math.abs(row.high - row.low))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
