import type { Derived, Kpis, ScenarioResult } from '@keelson/core';
import { Badge, Table, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroller } from '../analysis/table-scroller';
import { covenantLevels, type CovenantInputs } from './covenant-levels';
import { drawdownCheck, headroomRows, testDateRows } from './covenant-rows';
import { FigureGrid } from './figure-card';

type Currency = string | null | undefined;

/** The covenants' key figures (docs/spec/calculation.md section 8a): the lowest cover and trailing DSCR, the largest cure. */
export function CovenantFigures({ kpis, currency }: { kpis: Kpis; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <FigureGrid
      title={t('cashflowResults.covenants.title')}
      kpis={kpis}
      currency={currency}
      figures={[{ name: 'minSecurityCover' }, { name: 'maxCureAmount' }, { name: 'minTrailingDscr' }]}
    />
  );
}

/** The loan drawn at the acquisition as a share of the price, against the leverage the lender grants at drawdown. */
function DrawdownCheck({ derived, inputs }: { derived: Derived; inputs: CovenantInputs }) {
  const { t } = useTranslation();
  const { within, text } = drawdownCheck(derived, inputs, t);
  return (
    <Text size="sm" c={within ? 'teal.9' : 'red.8'}>
      {text}
    </Text>
  );
}

/** Each covenant at its tightest test date: its level, the tested value, the headroom and the first breach. */
function HeadroomTable({ result, inputs, currency }: { result: ScenarioResult; inputs: CovenantInputs; currency: Currency }) {
  const { t } = useTranslation();
  const rows = useMemo(() => headroomRows(result.covenantTests, covenantLevels(inputs), currency), [result.covenantTests, inputs, currency]);
  if (rows.length === 0) return <Text size="sm">{t('cashflowResults.figures.noTestDates')}</Text>;
  return (
    <TableScroller label={t('cashflowResults.covenants.headroomCaption')} minWidth={640}>
      <Table withTableBorder>
        <Table.Caption>{t('cashflowResults.covenants.headroomCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('cashflowResults.covenants.columns.covenant')}</Table.Th>
            <Table.Th scope="col">{t('cashflowResults.covenants.columns.level')}</Table.Th>
            <Table.Th scope="col">{t('cashflowResults.covenants.columns.tightestDate')}</Table.Th>
            <Table.Th scope="col">{t('cashflowResults.covenants.columns.value')}</Table.Th>
            <Table.Th scope="col">{t('cashflowResults.covenants.columns.headroom')}</Table.Th>
            <Table.Th scope="col">{t('cashflowResults.covenants.columns.firstBreach')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.covenant}>
              <Table.Th scope="row">{t(`fields.${row.covenant}`)}</Table.Th>
              <Table.Td>{row.level}</Table.Td>
              <Table.Td>{row.date}</Table.Td>
              <Table.Td>{row.value}</Table.Td>
              <Table.Td>{row.headroom}</Table.Td>
              <Table.Td>
                {row.firstBreach === null ? (
                  t('cashflowResults.covenants.kept')
                ) : (
                  <Badge color="red" variant="light">
                    {t('cashflowResults.covenants.breachedOn', { date: row.firstBreach })}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}

/** Every covenant test date: the debt, the market value, the security cover, the trailing DSCR, the liquidity, the breaches. */
function TestDateTable({ result, currency }: { result: ScenarioResult; currency: Currency }) {
  const { t } = useTranslation();
  const rows = useMemo(() => testDateRows(result.covenantTests, currency), [result.covenantTests, currency]);
  if (rows.length === 0) return null;
  const columns = ['debt', 'marketValue', 'securityCover', 'trailingDscr', 'liquidity', 'breaches'] as const;
  return (
    <TableScroller label={t('cashflowResults.covenants.testsCaption')} minWidth={760}>
      <Table withTableBorder striped>
        <Table.Caption>{t('cashflowResults.covenants.testsCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('cashflowResults.covenants.tests.date')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`cashflowResults.covenants.tests.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.date}>
              <Table.Th scope="row">{row.date}</Table.Th>
              <Table.Td>{row.debt}</Table.Td>
              <Table.Td>{row.marketValue}</Table.Td>
              <Table.Td>{row.securityCover}</Table.Td>
              <Table.Td>{row.trailingDscr ?? t('cashflowResults.notDefined')}</Table.Td>
              <Table.Td>{row.liquidity}</Table.Td>
              <Table.Td>
                {row.breaches.length === 0 ? t('cashflowResults.covenants.none') : row.breaches.map((covenant) => t(`fields.${covenant}`)).join('; ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}

type CovenantTablesProps = { result: ScenarioResult; inputs: CovenantInputs; currency: Currency };

/** The covenant panel's tables: drawn from settled results, as the charts and the year table are. */
export function CovenantTables({ result, inputs, currency }: CovenantTablesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {t('cashflowResults.covenants.headroomTitle')}
      </Title>
      <DrawdownCheck derived={result.derived} inputs={inputs} />
      <HeadroomTable result={result} inputs={inputs} currency={currency} />
      <TestDateTable result={result} currency={currency} />
    </section>
  );
}
