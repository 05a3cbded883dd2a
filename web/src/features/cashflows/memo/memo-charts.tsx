import '@mantine/charts/styles.css';
import './credit-memo.css';
import type { ScenarioResult } from '@keelson/core';
import { CompositeChart, LineChart } from '@mantine/charts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactMoney } from '../../../lib/format';
import { debtValuePeriodData, revenueChartData } from '../results/chart-data';
import { useShortYearNote } from '../results/chart-figure';

/**
 * The memo's two charts at a fixed size in CSS pixels, so that the page prints as it is previewed: a chart that
 * follows its container's width would be drawn again at the printer's page width, or not at all.
 */
export const memoChartSize = { width: 336, height: 150 } as const;

/** On the page (`fill`) a chart takes its column's width and a screen's height; in the memo its fixed size. */
type ChartSize = { fill?: boolean };
const screenHeight = 220;

const shared = (currency: string | null | undefined, fill: boolean) =>
  ({
    h: fill ? screenHeight : memoChartSize.height,
    w: fill ? '100%' : memoChartSize.width,
    withLegend: true,
    legendProps: { verticalAlign: 'top', height: 20 },
    // The legend in the memo's small type, on one line above the drawing.
    styles: { legendItem: { padding: '0 4px' }, legendItemName: { fontSize: 9 }, legendItemColor: { width: 8, height: 8 } },
    accessibilityLayer: false,
    withTooltip: false,
    curveType: 'linear',
    valueFormatter: (value: number) => formatCompactMoney(value, currency),
    yAxisProps: { width: 56, tick: { fontSize: 9 } },
    gridAxis: 'y',
  }) as const;

/** A chart with its caption; the drawing is one image named by the caption and described by a sentence. */
type MemoChartProps = ChartSize & {
  title: string;
  description: string;
  /** What a starred short year is, below the drawing. */ note?: string | null;
  children: ReactNode;
};

function MemoChart({ title, description, fill = false, note = null, children }: MemoChartProps) {
  const captionId = useId();
  const descriptionId = useId();
  return (
    <figure className="keelson-memo-chart">
      <figcaption id={captionId}>{title}</figcaption>
      <p id={descriptionId} className="keelson-memo-visually-hidden">
        {description}
      </p>
      <div
        role="img"
        aria-labelledby={captionId}
        aria-describedby={descriptionId}
        style={fill ? { width: '100%', height: screenHeight } : { width: memoChartSize.width, height: memoChartSize.height }}
      >
        {children}
      </div>
      {note === null ? null : <p className="keelson-memo-chart-note">{note}</p>}
    </figure>
  );
}

/** The debt outstanding at each month's end against the ship's linear value, as on the results' debt chart. */
export function MemoDebtChart({ result, currency, fill = false }: ChartSize & { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <MemoChart title={t('cashflowResults.charts.debtValue.title')} description={t('cashflowResults.charts.debtValue.description')} fill={fill}>
      <LineChart
        {...shared(currency, fill)}
        dataKey="end"
        data={debtValuePeriodData(result)}
        withDots={false}
        xAxisProps={{ interval: 23, tick: { fontSize: 9 }, tickFormatter: (end: string) => end.slice(0, 4) }}
        series={[
          { name: 'debtOutstanding', label: t('cashflowResults.charts.debtValue.debtOutstanding'), color: 'red.9' },
          { name: 'linearValue', label: t('cashflowResults.charts.debtValue.linearValue'), color: 'keelson.6', strokeDasharray: '6 4' },
        ]}
      />
    </MemoChart>
  );
}

/** Gross revenue against the running costs and the debt service of each year, as on the results' revenue chart. */
export function MemoCashflowChart({ result, currency, fill = false }: ChartSize & { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const note = useShortYearNote(result.years);
  return (
    <MemoChart title={t('cashflowResults.charts.revenue.title')} description={t('cashflowResults.charts.revenue.description')} fill={fill} note={note}>
      <CompositeChart
        {...shared(currency, fill)}
        dataKey="label"
        data={revenueChartData(result)}
        maxBarWidth={14}
        withDots={false}
        xAxisProps={{ tick: { fontSize: 9 }, interval: 'preserveStartEnd' }}
        series={[
          { name: 'revenue', label: t('cashflowResults.charts.revenue.revenue'), color: 'keelson.6', type: 'bar' },
          { name: 'costs', label: t('cashflowResults.charts.revenue.costs'), color: 'orange.8', type: 'line' },
          { name: 'debtService', label: t('cashflowResults.charts.revenue.debtService'), color: 'red.9', type: 'line', strokeDasharray: '6 4' },
        ]}
      />
    </MemoChart>
  );
}
