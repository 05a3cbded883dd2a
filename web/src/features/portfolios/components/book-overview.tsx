import { loanBook } from '@keelson/core';
import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section';
import { formatMoney, formatNumber, formatPercent, formatRatio, formatShare } from '../../../lib/format';
import type { BookEntry } from './book-model';
import { segmentName } from './book-table';

/** One figure of the book's totals: its name and value. */
function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={700} size="lg" component="dd" m={0}>
        {value}
      </Text>
    </Paper>
  );
}

/** The book's totals: loans, debt and value, the exposure-weighted LTV, value clause headroom and DSCR, and the statuses. */
export function BookTotals({ entries }: { entries: readonly BookEntry[] }) {
  const { t } = useTranslation();
  const totals = loanBook.bookTotals(entries.map((entry) => entry.row));
  const currency = totals.currencies.length === 1 ? totals.currencies[0] : null;
  const notSet = t('common.notSet');
  const money = (value: number) => formatMoney(value, currency);
  return (
    <TitledSection title={t('portfolios.book.totals.title')}>
      <Stack>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 7 }} m={0}>
          <Total label={t('portfolios.book.totals.loans')} value={formatNumber(totals.loans)} />
          <Total label={t('portfolios.book.totals.debt')} value={money(totals.debtOutstanding)} />
          <Total label={t('portfolios.book.totals.value')} value={money(totals.marketValue)} />
          <Total label={t('portfolios.book.totals.ltv')} value={totals.weightedLtv === null ? notSet : formatPercent(totals.weightedLtv)} />
          <Total
            label={t('portfolios.book.totals.mvcHeadroom')}
            value={totals.weightedMinimumValueClauseHeadroom === null ? notSet : formatPercent(totals.weightedMinimumValueClauseHeadroom)}
          />
          <Total label={t('portfolios.book.totals.dscr')} value={totals.weightedTrailingDscr === null ? notSet : formatRatio(totals.weightedTrailingDscr)} />
          <Total
            label={t('portfolios.book.totals.statuses')}
            value={`${formatNumber(totals.statusCounts.red)} / ${formatNumber(totals.statusCounts.amber)} / ${formatNumber(totals.statusCounts.green)}`}
          />
        </SimpleGrid>
        {totals.currencies.length > 1 ? (
          <Alert color="yellow" variant="light">
            {t('portfolios.book.totals.currencies', { currencies: totals.currencies.join(', ') })}
          </Alert>
        ) : null}
      </Stack>
    </TitledSection>
  );
}

/** A table of the book's exposure by a key (segment or maturity year): debt, its share of the book, and the loans. */
function ExposureTable({
  title,
  keyHeader,
  exposures,
  keyText,
  currency,
}: {
  title: string;
  keyHeader: string;
  exposures: readonly loanBook.Exposure[];
  keyText: (key: string) => string;
  currency: string | null;
}) {
  const { t } = useTranslation();
  const total = exposures.reduce((sum, exposure) => sum + exposure.debtOutstanding, 0);
  return (
    <TitledSection title={title} order={3}>
      <Table.ScrollContainer minWidth={360}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{keyHeader}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('portfolios.book.exposure.debt')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('portfolios.book.exposure.share')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('portfolios.book.exposure.loans')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {exposures.map((exposure) => (
              <Table.Tr key={exposure.key}>
                <Table.Th scope="row" fw={400}>
                  {keyText(exposure.key)}
                </Table.Th>
                <Table.Td ta="right">{formatMoney(exposure.debtOutstanding, currency)}</Table.Td>
                <Table.Td ta="right">{total > 0 ? `${formatShare(exposure.debtOutstanding / total, 1)} %` : t('common.notSet')}</Table.Td>
                <Table.Td ta="right">{formatNumber(exposure.loans)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TitledSection>
  );
}

/** The book's exposure by segment and by maturity year, side by side on a wide screen. */
export function BookExposure({ entries }: { entries: readonly BookEntry[] }) {
  const { t } = useTranslation();
  const rows = entries.map((entry) => entry.row);
  const currencies = [...new Set(rows.map((row) => row.currency))];
  const currency = currencies.length === 1 ? (currencies[0] ?? null) : null;
  return (
    <Group align="flex-start" grow wrap="wrap">
      <ExposureTable
        title={t('portfolios.book.exposure.bySegment')}
        keyHeader={t('portfolios.book.exposure.key')}
        exposures={loanBook.exposureBySegment(rows)}
        keyText={(key) => segmentName(key, t('portfolios.book.exposure.unspecified'))}
        currency={currency}
      />
      <ExposureTable
        title={t('portfolios.book.exposure.byMaturity')}
        keyHeader={t('portfolios.book.exposure.year')}
        exposures={loanBook.exposureByMaturityYear(rows)}
        keyText={(key) => (key === loanBook.noMaturity ? t('portfolios.book.exposure.noMaturity') : key)}
        currency={currency}
      />
    </Group>
  );
}
