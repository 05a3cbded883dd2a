import { CompositeChart, type ChartReferenceLineProps, type ChartSeries, type CompositeChartSeries } from '@mantine/charts';
import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Year } from '@keelson/core';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactMoney, formatDate, formatDateRange, formatMoney } from '../../../lib/format';
import type { YearPoint, YearTick } from './chart-data';
import { useChartColors } from './chart-colors';
import { roundTicks } from './chart-ticks';
import { shortYearLength, shownLabels, yearAxisLabel, yearAxisLayout, yearAxisTitleFits, type YearAxisLayout } from './chart-years';

/** The value axis's width in pixels, and the margin recharts keeps on the drawing's right. */
const valueAxisWidth = 72;
const rightMargin = 5;

/**
 * What every results chart shares: its size, a legend (the series differ in form and name, not only in
 * colour), compact money in the tooltip, and no keyboard layer, since the drawing is one image to assistive
 * technology and its numbers are in the table beside it. The points are named by their calendar year (YearPoint's
 * label), and lines run straight from year to year: a yearly sum has no shape between two years, which a smoothed
 * curve would invent. The axes come from valueAxis and useYearAxis.
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
  } as const;
}

/** Money on a value axis: ticks at round steps need up to two decimals in the compact notation ("$1.25m"). */
export function moneyTick(currency: string | null | undefined): (value: number) => string {
  return (value) => formatCompactMoney(value, currency, 2);
}

/**
 * A value axis that includes zero, with ticks at round steps (chart-ticks.ts) over the values and the levels drawn on
 * it, and the zero line drawn: the axis props and the reference line to give the chart.
 */
export function useValueAxis(values: readonly number[], tickText: (value: number) => string) {
  const colors = useChartColors();
  const { domain, ticks } = roundTicks(values);
  return {
    yAxisProps: { domain, ticks, interval: 0, allowDataOverflow: false, tickFormatter: tickText, width: valueAxisWidth },
    zeroLine: { y: 0, color: colors.grey, strokeWidth: 1.5 } satisfies ChartReferenceLineProps,
  } as const;
}

/**
 * The label of a level drawn across a chart (a covenant, the leverage), in a colour fit for text and outlined with the
 * page's colour, so that it stays legible where it crosses a bar or a line.
 */
export function lineLabel(value: string, fill: string, colors: Pick<ReturnType<typeof useChartColors>, 'page'>) {
  return { value, fill, stroke: colors.page, strokeWidth: 4, paintOrder: 'stroke', fontSize: 12 } as const;
}

/** The x-axis props that turn or thin the labels as the layout says; level labels keep Mantine's own tick. */
function turnedTicks(layout: YearAxisLayout) {
  if (layout.angle === 0) return { height: layout.height };
  return { height: layout.height, angle: layout.angle, tick: { fontSize: 12, fill: 'currentColor', textAnchor: 'end', dy: 6 } } as const;
}

/** A sentence for the chart's note when the axis labels only every n-th year. */
function useThinnedNote(layout: YearAxisLayout): string | null {
  const { t } = useTranslation();
  return layout.every === 1 ? null : t('cashflowResults.charts.thinnedAxis', { count: layout.every });
}

/** The year axis's title: the full one where it fits the drawing, else the short one (on a phone). */
function useYearAxisTitle(width: number): string {
  const { t } = useTranslation();
  const full = t('cashflowResults.charts.modelYear');
  return yearAxisTitleFits(width, full) ? full : t('cashflowResults.charts.modelYearShort');
}

/**
 * A category axis of model years (revenue, liquidity, DCF): every year labelled, turned when the drawing is narrow,
 * thinned evenly only when even turned labels do not fit, and the chart's note says so; its title shortened where the
 * full one would run over the card (useYearAxisTitle). `ref` goes on the drawing's box.
 */
export function useYearAxis(labels: readonly string[]) {
  const { ref, width } = useElementSize();
  const layout = yearAxisLayout(width - valueAxisWidth - rightMargin, labels);
  return {
    ref,
    note: useThinnedNote(layout),
    title: useYearAxisTitle(width - valueAxisWidth - rightMargin),
    xAxisProps: { interval: layout.every - 1, minTickGap: 0, ...turnedTicks(layout) },
  } as const;
}

/**
 * A time axis from the valuation date to the end of life (debt, LTV, DSCR), ticked at each model year's start and
 * labelled as the year charts label it, turned or thinned as useYearAxis does. The tooltip names the exact date.
 */
export function useTimeAxis(ticks: readonly YearTick[], domain: [number, number], dateOf: (day: number) => string | undefined) {
  const { ref, width } = useElementSize();
  const layout = yearAxisLayout(
    width - valueAxisWidth - rightMargin,
    ticks.map((tick) => tick.label),
  );
  const labels = new Map(ticks.map((tick) => [tick.day, tick.label]));
  return {
    ref,
    note: useThinnedNote(layout),
    title: useYearAxisTitle(width - valueAxisWidth - rightMargin),
    xAxisProps: {
      type: 'number',
      scale: 'linear',
      domain,
      ticks: shownLabels(ticks, layout).map((tick) => tick.day),
      interval: 0,
      minTickGap: 0,
      tickFormatter: (day: number) => labels.get(day) ?? '',
      ...turnedTicks(layout),
    },
    tooltipProps: {
      labelFormatter: (day: unknown) => {
        const date = typeof day === 'number' ? dateOf(day) : undefined;
        return date === undefined ? '' : formatDate(date);
      },
    },
  } as const;
}

export type ChartColumn<Point> = { key: string; label: string; value: (point: Point) => ReactNode };

/** A series as the chart draws it, named by the field of the points that holds its amounts. */
export type MoneySeries<Point, Drawn extends ChartSeries = ChartSeries> = Drawn & { name: Extract<keyof Point, string>; label: string };

/**
 * The table columns of money series: each year's amount in the cashflow's currency (an empty cell where a series has
 * none, such as the residual value before the last year), unless `cells` shows a column otherwise.
 */
export function moneyColumns<Point>(
  series: readonly Pick<MoneySeries<Point>, 'name' | 'label'>[],
  currency: string | null | undefined,
  cells: Partial<Record<keyof Point, (point: Point) => ReactNode>> = {},
): ChartColumn<Point>[] {
  return series.map(({ name, label }) => ({
    key: name,
    label,
    value: cells[name] ?? ((point) => (typeof point[name] === 'number' ? formatMoney(point[name], currency) : null)),
  }));
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

type ChartFigureProps<Point extends { label: string }> = {
  title: string;
  description: string;
  /** The note on a short year, below the drawing. */
  note?: string | null;
  /** The note on an axis that labels only every n-th year; the drawing's description includes it. */
  axisNote?: string | null;
  points: readonly Point[];
  /** The table's first column: the model year, unless the points are dates. */
  rowHeading?: string;
  /** The series as table columns, for screen readers: the chart itself is one image to them. */
  columns: readonly ChartColumn<Point>[];
  /** The box the drawing fills, measured for its axis (useYearAxis, useTimeAxis). */
  imageRef?: Ref<HTMLDivElement>;
  children: ReactNode;
};

/**
 * A chart with its h3 and a sentence on what it shows. The drawing is one labelled image; its numbers
 * are in a visually hidden table, one row per point (model year or date).
 */
export function ChartFigure<Point extends { label: string }>({
  title,
  description,
  note = null,
  axisNote = null,
  points,
  rowHeading,
  columns,
  imageRef,
  children,
}: ChartFigureProps<Point>) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const axisNoteId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {title}
      </Title>
      <Text id={descriptionId} size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      <div ref={imageRef} role="img" aria-labelledby={titleId} aria-describedby={axisNote === null ? descriptionId : `${descriptionId} ${axisNoteId}`}>
        {children}
      </div>
      {note === null && axisNote === null ? null : (
        <Text size="xs" c="dimmed" mt="xs">
          {axisNote === null ? null : <span id={axisNoteId}>{axisNote}</span>}
          {note !== null && axisNote !== null ? ' ' : null}
          {note}
        </Text>
      )}
      <div className={VisuallyHidden.classes.root}>
        <Table>
          <Table.Caption>
            {axisNote === null ? t('cashflowResults.charts.tableCaption', { title }) : `${t('cashflowResults.charts.tableCaption', { title })} ${axisNote}`}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{rowHeading ?? t('cashflowResults.charts.modelYear')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.label}>
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
  /** Whether the bar series share one bar per year, stacked (the residual value on the last year's present value). */
  stackBars?: boolean;
};

/** A chart of money per model year in bars and lines, with the table of its series. */
export function CompositeMoneyChart<Point extends YearPoint>({ chart, points, years, currency, series, stackBars = false }: CompositeMoneyChartProps<Point>) {
  const { t } = useTranslation();
  const note = useShortYearNote(years);
  const yearAxis = useYearAxis(points.map((point) => point.label));
  const amounts = points.flatMap((point) => series.map(({ name }): unknown => point[name])).filter((value) => typeof value === 'number');
  const { yAxisProps, zeroLine } = useValueAxis(amounts, moneyTick(currency));
  return (
    <ChartFigure
      title={t(`cashflowResults.charts.${chart}.title`)}
      description={t(`cashflowResults.charts.${chart}.description`)}
      note={note}
      axisNote={yearAxis.note}
      points={points}
      columns={moneyColumns(series, currency)}
      imageRef={yearAxis.ref}
    >
      <CompositeChart
        {...chartBaseProps(currency, yearAxis.title)}
        data={points}
        maxBarWidth={36}
        series={series}
        xAxisProps={yearAxis.xAxisProps}
        yAxisProps={yAxisProps}
        referenceLines={[zeroLine]}
        {...(stackBars ? { barProps: { stackId: 'bars' }, composedChartProps: { stackOffset: 'sign' } } : {})}
      />
    </ChartFigure>
  );
}
