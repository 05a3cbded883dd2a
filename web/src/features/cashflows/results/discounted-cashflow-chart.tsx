import type { ScenarioResult } from '@keelson/core';
import { CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { discountedCashflowChartData, type DiscountedCashflowPoint } from './chart-data';
import { ChartFigure, chartBaseProps, moneyColumns, type MoneySeries } from './chart-figure';

/** Each model year's present value (bars) and their running sum (line). */
export function DiscountedCashflowChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const points = discountedCashflowChartData(result);
  const series: MoneySeries<DiscountedCashflowPoint, CompositeChartSeries>[] = [
    { name: 'presentValue', label: t('cashflowResults.charts.discountedCashflow.presentValue'), color: 'keelson.6', type: 'bar' },
    { name: 'cumulativePresentValue', label: t('cashflowResults.charts.discountedCashflow.cumulative'), color: 'teal.9', type: 'line' },
  ];
  return (
    <ChartFigure
      title={t('cashflowResults.charts.discountedCashflow.title')}
      description={t('cashflowResults.charts.discountedCashflow.description')}
      points={points}
      columns={moneyColumns(series, currency)}
    >
      <CompositeChart {...chartBaseProps(currency, t('cashflowResults.charts.modelYear'))} data={points} maxBarWidth={36} series={series} />
    </ChartFigure>
  );
}
