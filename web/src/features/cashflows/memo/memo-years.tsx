import './credit-memo.css';
import type { ScenarioResult, Year } from '@keelson/core';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRatio } from '../../../lib/format';
import { useShortYearNote } from '../results/chart-figure';
import { yearAxisLabel } from '../results/chart-years';
import { NotDefined } from '../results/not-defined';

type Currency = string | null | undefined;

/** The money columns of the memo's year table, in the screen's year-table words; every figure is core's year sum. */
const moneyColumns = [
  ['revenue', (year: Year) => year.grossRevenue],
  ['opex', (year: Year) => year.opex],
  ['docking', (year: Year) => year.docking],
  ['cfads', (year: Year) => year.cfads],
  ['debtService', (year: Year) => year.debtService],
  ['balloon', (year: Year) => year.balloon],
] as const;

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The base case year by year, as the screen's year table has it: revenue, running costs, CFADS, debt service, balloons,
 * the year's DSCR, the debt outstanding and the liquidity at its end. A starred year is a short one, named below.
 */
export function MemoYears({ result, currency }: { result: ScenarioResult; currency: Currency }) {
  const { t } = useTranslation();
  const note = useShortYearNote(result.years);
  const column = (key: (typeof moneyColumns)[number][0] | 'year' | 'dscr' | 'debtOutstanding' | 'liquidity') => t(`cashflowResults.table.columns.${key}`);
  return (
    <>
      <Table verticalSpacing={1} horizontalSpacing={3} fz="6.5pt" striped withTableBorder className="keelson-memo-table">
        <Table.Caption className={VisuallyHidden.classes.root}>{t('memo.sheet.years')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{column('year')}</Table.Th>
            {moneyColumns.map(([key]) => (
              <Table.Th key={key} scope="col" style={numeric}>
                {column(key)}
              </Table.Th>
            ))}
            <Table.Th scope="col" style={numeric}>
              {column('dscr')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {column('debtOutstanding')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {column('liquidity')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.years.map((year) => (
            <Table.Tr key={year.start}>
              <Table.Th scope="row">{yearAxisLabel(year)}</Table.Th>
              {moneyColumns.map(([key, value]) => (
                <Table.Td key={key} style={numeric}>
                  {formatMoney(value(year), currency)}
                </Table.Td>
              ))}
              <Table.Td style={numeric}>{year.dscr === null ? <NotDefined /> : formatRatio(year.dscr)}</Table.Td>
              <Table.Td style={numeric}>{formatMoney(year.debtOutstanding, currency)}</Table.Td>
              <Table.Td style={numeric} className={year.liquidity < 0 ? 'keelson-memo-breach' : undefined}>
                {formatMoney(year.liquidity, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {note === null ? null : <p className="keelson-memo-note">{note}</p>}
    </>
  );
}
