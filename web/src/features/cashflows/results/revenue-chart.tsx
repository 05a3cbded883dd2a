import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { revenueChartData } from './chart-data';
import { useChartColors } from './chart-colors';
import { CompositeMoneyChart } from './chart-figure';

/** Gross revenue (bars) against running costs (solid line) and debt service (dashed line), per model year. */
export function RevenueChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const colors = useChartColors();
  return (
    <CompositeMoneyChart
      chart="revenue"
      points={revenueChartData(result)}
      years={result.years}
      currency={currency}
      series={[
        { name: 'revenue', label: t('cashflowResults.charts.revenue.revenue'), color: colors.blue, type: 'bar' },
        { name: 'costs', label: t('cashflowResults.charts.revenue.costs'), color: colors.green, type: 'line' },
        { name: 'debtService', label: t('cashflowResults.charts.revenue.debtService'), color: colors.vermillion, type: 'line', strokeDasharray: '6 4' },
      ]}
    />
  );
}
