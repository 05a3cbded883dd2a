import type { ScenarioResult } from '@keelson/core';
import { CompositeChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { discountedCashflowChartData } from './chart-data';
import { ChartFigure, chartBaseProps } from './chart-figure';
import { formatMoney } from '../../../lib/format';

/** Each model year's present value (bars) and their running sum (line). */
export function DiscountedCashflowChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const points = discountedCashflowChartData(result);
  const labels = {
    presentValue: t('cashflowResults.charts.discountedCashflow.presentValue'),
    cumulative: t('cashflowResults.charts.discountedCashflow.cumulative'),
  };
  return (
    <ChartFigure
      title={t('cashflowResults.charts.discountedCashflow.title')}
      description={t('cashflowResults.charts.discountedCashflow.description')}
      points={points}
      columns={[
        { key: 'presentValue', label: labels.presentValue, value: (point) => formatMoney(point.presentValue, currency) },
        { key: 'cumulative', label: labels.cumulative, value: (point) => formatMoney(point.cumulativePresentValue, currency) },
      ]}
    >
      <CompositeChart
        {...chartBaseProps(currency, t('cashflowResults.charts.modelYear'))}
        data={points}
        maxBarWidth={36}
        series={[
          { name: 'presentValue', label: labels.presentValue, color: 'keelson.6', type: 'bar' },
          { name: 'cumulativePresentValue', label: labels.cumulative, color: 'teal.9', type: 'line' },
        ]}
      />
    </ChartFigure>
  );
}
