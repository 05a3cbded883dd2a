import type { ScenarioResult } from '@keelson/core';
import { CompositeChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { revenueChartData } from './chart-data';
import { ChartFigure, chartBaseProps } from './chart-figure';
import { formatMoney } from '../../../lib/format';

/** Gross revenue (bars) against running costs and debt service (lines), per model year. */
export function RevenueChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const points = revenueChartData(result);
  const labels = {
    revenue: t('cashflowResults.charts.revenue.revenue'),
    costs: t('cashflowResults.charts.revenue.costs'),
    debtService: t('cashflowResults.charts.revenue.debtService'),
  };
  return (
    <ChartFigure
      title={t('cashflowResults.charts.revenue.title')}
      description={t('cashflowResults.charts.revenue.description')}
      points={points}
      columns={[
        { key: 'revenue', label: labels.revenue, value: (point) => formatMoney(point.revenue, currency) },
        { key: 'costs', label: labels.costs, value: (point) => formatMoney(point.costs, currency) },
        { key: 'debtService', label: labels.debtService, value: (point) => formatMoney(point.debtService, currency) },
      ]}
    >
      <CompositeChart
        {...chartBaseProps(currency, t('cashflowResults.charts.modelYear'))}
        data={points}
        maxBarWidth={36}
        series={[
          { name: 'revenue', label: labels.revenue, color: 'keelson.6', type: 'bar' },
          { name: 'costs', label: labels.costs, color: 'orange.8', type: 'line' },
          { name: 'debtService', label: labels.debtService, color: 'red.9', type: 'line', strokeDasharray: '6 4' },
        ]}
      />
    </ChartFigure>
  );
}
