import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { revenueChartData } from './chart-data';
import { CompositeMoneyChart } from './chart-figure';

/** Gross revenue (bars) against running costs and debt service (lines), per model year. */
export function RevenueChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <CompositeMoneyChart
      chart="revenue"
      points={revenueChartData(result)}
      years={result.years}
      currency={currency}
      series={[
        { name: 'revenue', label: t('cashflowResults.charts.revenue.revenue'), color: 'keelson.6', type: 'bar' },
        { name: 'costs', label: t('cashflowResults.charts.revenue.costs'), color: 'orange.8', type: 'line' },
        { name: 'debtService', label: t('cashflowResults.charts.revenue.debtService'), color: 'red.9', type: 'line', strokeDasharray: '6 4' },
      ]}
    />
  );
}
