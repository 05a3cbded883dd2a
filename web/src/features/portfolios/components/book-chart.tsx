import '@mantine/charts/styles.css';
import { loanBook } from '@keelson/core';
import { LineChart } from '@mantine/charts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section';
import { formatCalendarDay, formatCompactMoney, formatMoney } from '../../../lib/format';
import type { BookEntry } from './book-model';

/**
 * The book's debt outstanding and market value at each quarter end, summed over the loans' stored projections
 * (core's bookSeries); the value axis starts at zero. The same figures stand in a table below the chart for a reader
 * who cannot see it.
 */
export function BookChart({ entries }: { entries: readonly BookEntry[] }) {
  const { t } = useTranslation();
  const monitors = entries.flatMap((entry) => (entry.loan.monitor === null ? [] : [entry.loan.monitor]));
  const points = loanBook.bookSeries(monitors);
  const currencies = [...new Set(monitors.map((monitor) => monitor.currency))];
  const currency = currencies.length === 1 ? (currencies[0] ?? null) : null;
  if (points.length === 0) return null;
  const data = points.map((point) => ({ date: point.date, debtOutstanding: point.debtOutstanding, marketValue: point.marketValue }));
  const debt = t('portfolios.book.chart.debt');
  const value = t('portfolios.book.chart.value');
  return (
    <TitledSection title={t('portfolios.book.chart.title')}>
      <Text size="sm" mb="sm" id="book-chart-description">
        {t('portfolios.book.chart.description')}
      </Text>
      <div role="img" aria-label={t('portfolios.book.chart.title')} aria-describedby="book-chart-description">
        <LineChart
          h={300}
          data={data}
          dataKey="date"
          withDots={false}
          withLegend
          curveType="linear"
          xAxisProps={{ tickFormatter: (date: string) => date.slice(0, 4), minTickGap: 24 }}
          yAxisProps={{ domain: [0, 'auto'], width: 80 }}
          valueFormatter={(amount) => formatCompactMoney(amount, currency)}
          series={[
            { name: 'debtOutstanding', label: debt, color: '#D55E00' },
            { name: 'marketValue', label: value, color: '#0072B2', strokeDasharray: '6 4' },
          ]}
        />
      </div>
      <details>
        <summary>{t('portfolios.book.chart.title')}</summary>
        <Table.ScrollContainer minWidth={420} mah={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('portfolios.book.chart.date')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {debt}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {value}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((point) => (
                <Table.Tr key={point.date}>
                  <Table.Th scope="row" fw={400}>
                    {formatCalendarDay(point.date)}
                  </Table.Th>
                  <Table.Td ta="right">{formatMoney(point.debtOutstanding, currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(point.marketValue, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </TitledSection>
  );
}
