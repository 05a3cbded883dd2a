import type { ScenarioResult } from '@keelson/core';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { liquidityChartData } from './chart-data';
import { ChartFigure, chartBaseProps, useShortYearNote } from './chart-figure';
import { formatMoney } from '../../../lib/format';

type LiquidityChartProps = {
  result: ScenarioResult;
  currency: string | null | undefined;
  /** The minimum liquidity covenant, drawn as a line the bars should stay above; null when none is set. */
  covenant: number | null;
};

/** The cash at each model year's end; a shortfall shows as a bar below the zero line, a covenant as a dashed line. */
export function LiquidityChart({ result, currency, covenant }: LiquidityChartProps) {
  const { t } = useTranslation();
  const points = liquidityChartData(result);
  const label = t('cashflowResults.charts.liquidity.liquidity');
  const note = useShortYearNote(result.years);
  return (
    <ChartFigure
      title={t('cashflowResults.charts.liquidity.title')}
      description={
        covenant === null
          ? t('cashflowResults.charts.liquidity.description')
          : `${t('cashflowResults.charts.liquidity.description')} ${t('cashflowResults.charts.liquidity.covenant', { amount: formatMoney(covenant, currency) })}`
      }
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
        referenceLines={[
          { y: 0, color: 'gray.7' },
          ...(covenant === null ? [] : [{ y: covenant, color: 'red.8', strokeDasharray: '6 4', label: t('cashflowResults.charts.liquidity.covenantLine') }]),
        ]}
      />
    </ChartFigure>
  );
}
