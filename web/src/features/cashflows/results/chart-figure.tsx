import { CompositeChart, type ChartSeries, type CompositeChartSeries } from '@mantine/charts';
import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactMoney, formatMoney } from '../../../lib/format';

/**
 * What every results chart shares: its size, a legend (the series differ in form and name, not only in
 * colour), compact money on the axis and in the tooltip, and no keyboard layer, since the drawing is one
 * image to assistive technology and its numbers are in the table beside it.
 */
export function chartBaseProps(currency: string | null | undefined, xAxisLabel: string) {
  return {
    h: 300,
    dataKey: 'year',
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

type ChartFigureProps<Point extends { year: number }> = {
  title: string;
  description: string;
  points: readonly Point[];
  /** The series as table columns, for screen readers: the chart itself is one image to them. */
  columns: readonly ChartColumn<Point>[];
  children: ReactNode;
};

/**
 * A chart with its h3 and a sentence on what it shows. The drawing is one labelled image; its numbers
 * are in a visually hidden table, one row per model year.
 */
export function ChartFigure<Point extends { year: number }>({ title, description, points, columns, children }: ChartFigureProps<Point>) {
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
                <Table.Th scope="row">{point.year}</Table.Th>
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

type CompositeMoneyChartProps<Point extends { year: number }> = {
  /** The chart's texts: `cashflowResults.charts.<chart>.title` and `.description`. */
  chart: 'revenue' | 'discountedCashflow';
  points: Point[];
  currency: string | null | undefined;
  series: MoneySeries<Point, CompositeChartSeries>[];
};

/** A chart of money per model year in bars and lines, with the table of its series. */
export function CompositeMoneyChart<Point extends { year: number }>({ chart, points, currency, series }: CompositeMoneyChartProps<Point>) {
  const { t } = useTranslation();
  return (
    <ChartFigure
      title={t(`cashflowResults.charts.${chart}.title`)}
      description={t(`cashflowResults.charts.${chart}.description`)}
      points={points}
      columns={moneyColumns(series, currency)}
    >
      <CompositeChart {...chartBaseProps(currency, t('cashflowResults.charts.modelYear'))} data={points} maxBarWidth={36} series={series} />
    </ChartFigure>
  );
}
