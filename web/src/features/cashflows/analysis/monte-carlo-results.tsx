import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { formatKeyFigureValue } from '../results/key-figure-text';
import { NotDefined } from '../results/not-defined';
import type { MonteCarloOutput, MonteCarloSummary } from '@keelson/core';
import { covenantYearRows, probabilityRows, testedCovenants } from './monte-carlo-figures';
import { OutputHistogram } from './monte-carlo-histogram';
import { TableScroller } from './table-scroller';

const outputs: readonly MonteCarloOutput[] = ['dcfValue', 'projectNpv', 'equityIrr', 'minDscr'];
const statistics = ['mean', 'stdDev', 'min', 'p5', 'p50', 'p95', 'max'] as const;

type MonteCarloResultsProps = { summary: MonteCarloSummary; currency: string | null | undefined };

/**
 * A finished run (docs/monte-carlo.md section 10): the probabilities with N and their standard errors, the covenants'
 * breaches by model year with the expected cure amount, the four histograms with P5, P50, P95 and the base case marked, the statistics table and the counts of undefined and
 * ambiguous equity IRRs. Memoised: an edit of the form re-renders the panel (to mark the results stale), not these.
 */
export const MonteCarloResults = memo(function MonteCarloResults({ summary, currency }: MonteCarloResultsProps) {
  const { t } = useTranslation();
  const ids = { probabilities: useId(), covenants: useId(), histograms: useId(), statistics: useId() };
  const covenants = testedCovenants(summary);
  const covenantYears = covenantYearRows(summary);
  const expectedCureAmount = summary.covenantBreach.minimumValueClause.expectedCureAmount;
  const paths = summary.parameters.paths;
  const cell = (output: MonteCarloOutput, value: number | null): ReactNode => (value === null ? <NotDefined /> : formatKeyFigureValue(output, value, currency));
  const irr = summary.statistics.equityIrr;

  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t('monteCarlo.results.ranWith', {
          paths: formatNumber(paths),
          seed: String(summary.parameters.seed),
          volatility: formatPercent(summary.parameters.volatility),
          reversion: formatNumber(summary.parameters.reversion, { maximumFractionDigits: 4 }),
          valueReversion: formatNumber(summary.parameters.valueReversion, { maximumFractionDigits: 4 }),
        })}
      </Text>

      <section aria-labelledby={ids.probabilities}>
        <Title order={3} size="h4" id={ids.probabilities} mb="sm">
          {t('monteCarlo.probabilities.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {probabilityRows(summary).map((row) => (
            <Paper key={row.name} withBorder p="sm">
              <dl style={{ margin: 0 }}>
                <Text component="dt" size="sm" fw={500}>
                  {t(`monteCarlo.probabilities.${row.name}`)}
                </Text>
                <Text component="dd" m={0} size="xl" fw={700}>
                  {row.value === null ? <NotDefined reason={t('monteCarlo.probabilities.noDebtService')} /> : formatPercent(row.value)}
                </Text>
                <Text component="dd" m={0} size="xs" c="gray.7">
                  {row.standardError === null
                    ? t('monteCarlo.probabilities.noDebtService')
                    : t('monteCarlo.probabilities.standardError', { error: formatPercent(row.standardError), paths: formatNumber(paths) })}
                </Text>
              </dl>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby={ids.covenants}>
        <Title order={3} size="h4" id={ids.covenants} mb="sm">
          {t('monteCarlo.covenants.title')}
        </Title>
        <Text size="sm" mb="xs">
          {expectedCureAmount === null
            ? t('monteCarlo.covenants.noTestDates')
            : t('monteCarlo.covenants.expectedCureAmount', { amount: formatMoney(expectedCureAmount, currency) })}
        </Text>
        {covenantYears.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('monteCarlo.covenants.none')}
          </Text>
        ) : (
          <TableScroller label={t('monteCarlo.covenants.caption')} minWidth={480}>
            <Table striped withTableBorder ta="right" fz="sm" horizontalSpacing={6}>
              <Table.Caption>{t('monteCarlo.covenants.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" ta="left">
                    {t('monteCarlo.covenants.year')}
                  </Table.Th>
                  {covenants.map(({ covenant }) => (
                    <Table.Th key={covenant} scope="col" ta="right">
                      {t(`monteCarlo.probabilities.${covenant}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {covenantYears.map((row) => (
                  <Table.Tr key={row.year}>
                    <Table.Th scope="row" ta="left">
                      {formatNumber(row.year)}
                    </Table.Th>
                    {covenants.map(({ covenant }) => (
                      <Table.Td key={covenant}>{formatPercent(row.breached[covenant] ?? 0)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
      </section>

      <section aria-labelledby={ids.histograms}>
        <Title order={3} size="h4" id={ids.histograms} mb="sm">
          {t('monteCarlo.histogram.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {outputs.map((output) => {
            const figures = summary.statistics[output];
            const base = summary.base[output];
            const percentiles = (['p5', 'p50', 'p95'] as const).flatMap((key) => {
              const value = figures[key];
              return value === null ? [] : [{ key, label: t(`monteCarlo.statistics.${key}`), value, kind: 'percentile' as const }];
            });
            const markers =
              base === null ? percentiles : [...percentiles, { key: 'base', label: t('monteCarlo.histogram.base'), value: base, kind: 'base' as const }];
            return (
              <OutputHistogram
                key={output}
                title={t(`monteCarlo.outputs.${output}`)}
                histogram={summary.histograms[output]}
                markers={markers}
                format={(value) => formatKeyFigureValue(output, value, currency, true)}
              />
            );
          })}
        </SimpleGrid>
      </section>

      <section aria-labelledby={ids.statistics}>
        <Title order={3} size="h4" id={ids.statistics} mb="sm">
          {t('monteCarlo.statistics.title')}
        </Title>
        <TableScroller label={t('monteCarlo.statistics.title')} minWidth={900}>
          <Table striped withTableBorder ta="right" fz="sm" horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" ta="left">
                  {t('monteCarlo.statistics.output')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('monteCarlo.histogram.base')}
                </Table.Th>
                {statistics.map((key) => (
                  <Table.Th key={key} scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t(`monteCarlo.statistics.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outputs.map((output) => (
                <Table.Tr key={output}>
                  <Table.Th scope="row" ta="left" style={{ whiteSpace: 'nowrap' }}>
                    {t(`monteCarlo.outputs.${output}`)}
                  </Table.Th>
                  <Table.Td>{cell(output, summary.base[output])}</Table.Td>
                  {statistics.map((key) => (
                    <Table.Td key={key} data-statistic={key} style={{ whiteSpace: 'nowrap' }}>
                      {cell(output, summary.statistics[output][key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
        <Group gap="lg" mt="xs">
          <Text size="sm">{t('monteCarlo.statistics.irrNull', { count: irr.nullCount, formatted: formatNumber(irr.nullCount) })}</Text>
          <Text size="sm">{t('monteCarlo.statistics.irrAmbiguous', { count: irr.ambiguousCount, formatted: formatNumber(irr.ambiguousCount) })}</Text>
        </Group>
        {summary.statistics.minDscr.count === 0 ? (
          <Alert color="gray" mt="xs">
            {t('monteCarlo.probabilities.noDebtService')}
          </Alert>
        ) : null}
      </section>
    </Stack>
  );
});
