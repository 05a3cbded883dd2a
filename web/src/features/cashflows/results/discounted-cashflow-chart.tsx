import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { discountedCashflowChartData } from './chart-data';
import { CompositeMoneyChart } from './chart-figure';

/** Each model year's present value (bars) and their running sum (line). */
export function DiscountedCashflowChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const presentValue = { name: 'presentValue', label: t('cashflowResults.charts.discountedCashflow.presentValue'), color: 'keelson.6', type: 'bar' } as const;
  const cumulative = {
    name: 'cumulativePresentValue',
    label: t('cashflowResults.charts.discountedCashflow.cumulative'),
    color: 'teal.9',
    type: 'line',
  } as const;
  return (
    <CompositeMoneyChart
      chart="discountedCashflow"
      points={discountedCashflowChartData(result)}
      years={result.years}
      currency={currency}
      series={[presentValue, cumulative]}
    />
  );
}
