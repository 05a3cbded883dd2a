import type { ScenarioResult } from '@keelson/core';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { liquidityChartData } from './chart-data';
import { ChartFigure, chartBaseProps, useShortYearNote } from './chart-figure';
import { formatMoney } from '../../../lib/format';

/** The cash at each model year's end; a shortfall shows as a bar below the zero line. */
export function LiquidityChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const points = liquidityChartData(result);
  const label = t('cashflowResults.charts.liquidity.liquidity');
  const note = useShortYearNote(result.years);
  return (
    <ChartFigure
      title={t('cashflowResults.charts.liquidity.title')}
      description={t('cashflowResults.charts.liquidity.description')}
      note={note}
      points={points}
      columns={[{ key: 'liquidity', label, value: (point) => formatMoney(point.liquidity, currency) }]}
    >
      <BarChart
        {...chartBaseProps(currency, t('cashflowResults.charts.modelYear'))}
        data={points}
        maxBarWidth={36}
        series={[{ name: 'liquidity', label, color: 'keelson.6' }]}
        getBarColor={(value) => (value < 0 ? 'red.9' : 'keelson.6')}
        referenceLines={[{ y: 0, color: 'gray.7' }]}
      />
    </ChartFigure>
  );
}
