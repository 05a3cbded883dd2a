import { CompositeChart, type ChartSeries, type CompositeChartSeries } from '@mantine/charts';
import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Year } from '@keelson/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactMoney, formatDateRange, formatMoney } from '../../../lib/format';
import type { YearPoint } from './chart-data';
import { shortYearLength, yearAxisLabel } from './chart-years';

/**
 * What every results chart shares: its size, a legend (the series differ in form and name, not only in
 * colour), compact money on the axis and in the tooltip, and no keyboard layer, since the drawing is one
 * image to assistive technology and its numbers are in the table beside it. The points are named by their
 * calendar year (YearPoint's label), and lines run straight from year to year: a yearly sum has no shape
 * between two years, which a smoothed curve would invent.
 */
export function chartBaseProps(currency: string | null | undefined, xAxisLabel: string) {
  return {
    h: 300,
    dataKey: 'label',
    curveType: 'linear',
    withLegend: true,
    accessibilityLayer: false,
    xAxisLabel,
    valueFormatter: (value: number) => formatCompactMoney(value, currency),
    yAxisProps: { width: 72 },
  } as const;
}

export type ChartColumn<Point> = { key: string; label: string; value: (point: Point) => ReactNode };

/** A series as the chart draws it, named by the field of the points that holds its amounts. */
export type MoneySeries<Point, Drawn extends ChartSeries = ChartSeries> = Drawn & { name: Extract<keyof Point, string>; label: string };

/** The table columns of money series: each year's amount in the cashflow's currency, unless `cells` shows a column otherwise. */
export function moneyColumns<Point>(
  series: readonly Pick<MoneySeries<Point>, 'name' | 'label'>[],
  currency: string | null | undefined,
  cells: Partial<Record<keyof Point, (point: Point) => ReactNode>> = {},
): ChartColumn<Point>[] {
  return series.map(({ name, label }) => ({ key: name, label, value: cells[name] ?? ((point) => formatMoney(Number(point[name]), currency)) }));
}

/**
 * The note under a yearly chart on its starred short year, if there is one: "2036*: a short year of 8 months
 * and 14 days (2036-07-01 – 2037-03-15)".
 */
export function useShortYearNote(years: readonly Pick<Year, 'start' | 'end'>[]): string | null {
  const { t } = useTranslation();
  const short = years.find((year) => shortYearLength(year) !== null);
  const length = short === undefined ? null : shortYearLength(short);
  if (short === undefined || length === null) return null;
  const months = t('workbench.charts.months', { count: length.months });
  const days = t('workbench.charts.days', { count: length.days });
  const span = length.months === 0 ? days : length.days === 0 ? months : t('workbench.charts.monthsAndDays', { months, days });
  return t('workbench.charts.shortYear', { label: yearAxisLabel(short), length: span, range: formatDateRange(short.start, short.end) });
}

type ChartFigureProps<Point extends YearPoint> = {
  title: string;
  description: string;
  /** The note on a short year, below the drawing. */
  note?: string | null;
  points: readonly Point[];
  /** The series as table columns, for screen readers: the chart itself is one image to them. */
  columns: readonly ChartColumn<Point>[];
  children: ReactNode;
};

/**
 * A chart with its h3 and a sentence on what it shows. The drawing is one labelled image; its numbers
 * are in a visually hidden table, one row per model year.
 */
export function ChartFigure<Point extends YearPoint>({ title, description, note = null, points, columns, children }: ChartFigureProps<Point>) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {title}
      </Title>
      <Text id={descriptionId} size="sm" c="gray.7" mb="sm">
        {description}
      </Text>
      <div role="img" aria-labelledby={titleId} aria-describedby={descriptionId}>
        {children}
      </div>
      {note === null ? null : (
        <Text size="xs" c="gray.7" mt="xs">
          {note}
        </Text>
      )}
      <div className={VisuallyHidden.classes.root}>
        <Table>
          <Table.Caption>{t('cashflowResults.charts.tableCaption', { title })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('cashflowResults.charts.modelYear')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.year}>
                <Table.Th scope="row">{point.label}</Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.value(point)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}

type CompositeMoneyChartProps<Point extends YearPoint> = {
  /** The chart's texts: `cashflowResults.charts.<chart>.title` and `.description`. */
  chart: 'revenue' | 'discountedCashflow';
  points: Point[];
  /** The model years the points stand for, for the note on a short year. */
  years: readonly Pick<Year, 'start' | 'end'>[];
  currency: string | null | undefined;
  series: MoneySeries<Point, CompositeChartSeries>[];
};

/** A chart of money per model year in bars and lines, with the table of its series. */
export function CompositeMoneyChart<Point extends YearPoint>({ chart, points, years, currency, series }: CompositeMoneyChartProps<Point>) {
  const { t } = useTranslation();
  const note = useShortYearNote(years);
  return (
    <ChartFigure
      title={t(`cashflowResults.charts.${chart}.title`)}
      description={t(`cashflowResults.charts.${chart}.description`)}
      note={note}
      points={points}
      columns={moneyColumns(series, currency)}
    >
      <CompositeChart {...chartBaseProps(currency, t('cashflowResults.charts.modelYear'))} data={points} maxBarWidth={36} series={series} />
    </ChartFigure>
  );
}
