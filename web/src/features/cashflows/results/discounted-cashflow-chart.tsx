import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { discountedCashflowChartData } from './chart-data';
import { useChartColors } from './chart-colors';
import { CompositeMoneyChart } from './chart-figure';

/**
 * Each model year's present value (bars), the residual value discounted from the end of life (a bar in the last year),
 * and their running sum (line), which ends at the DCF value.
 */
export function DiscountedCashflowChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const colors = useChartColors();
  return (
    <CompositeMoneyChart
      chart="discountedCashflow"
      points={discountedCashflowChartData(result)}
      years={result.years}
      currency={currency}
      stackBars
      series={[
        { name: 'presentValue', label: t('cashflowResults.charts.discountedCashflow.presentValue'), color: colors.blue, type: 'bar' },
        { name: 'residualPresentValue', label: t('cashflowResults.charts.discountedCashflow.residual'), color: colors.green, type: 'bar' },
        { name: 'cumulativePresentValue', label: t('cashflowResults.charts.discountedCashflow.cumulative'), color: colors.black, type: 'line' },
      ]}
    />
  );
}
