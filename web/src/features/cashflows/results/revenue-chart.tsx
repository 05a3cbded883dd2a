import type { ScenarioResult } from '@keelson/core';
import { CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { revenueChartData, type RevenuePoint } from './chart-data';
import { ChartFigure, chartBaseProps, moneyColumns, type MoneySeries } from './chart-figure';

/** Gross revenue (bars) against running costs and debt service (lines), per model year. */
export function RevenueChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const points = revenueChartData(result);
  const series: MoneySeries<RevenuePoint, CompositeChartSeries>[] = [
    { name: 'revenue', label: t('cashflowResults.charts.revenue.revenue'), color: 'keelson.6', type: 'bar' },
    { name: 'costs', label: t('cashflowResults.charts.revenue.costs'), color: 'orange.8', type: 'line' },
    { name: 'debtService', label: t('cashflowResults.charts.revenue.debtService'), color: 'red.9', type: 'line', strokeDasharray: '6 4' },
  ];
  return (
    <ChartFigure
      title={t('cashflowResults.charts.revenue.title')}
      description={t('cashflowResults.charts.revenue.description')}
      points={points}
      columns={moneyColumns(series, currency)}
    >
      <CompositeChart {...chartBaseProps(currency, t('cashflowResults.charts.modelYear'))} data={points} maxBarWidth={36} series={series} />
    </ChartFigure>
  );
}
