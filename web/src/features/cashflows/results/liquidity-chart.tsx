import type { ScenarioResult } from '@keelson/core';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { liquidityChartData } from './chart-data';
import { useChartColors } from './chart-colors';
import { ChartFigure, chartBaseProps, lineLabel, moneyTick, useShortYearNote, useValueAxis, useYearAxis } from './chart-figure';
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
  const colors = useChartColors();
  const points = liquidityChartData(result);
  const label = t('cashflowResults.charts.liquidity.liquidity');
  const note = useShortYearNote(result.years);
  const yearAxis = useYearAxis(points.map((point) => point.label));
  const { yAxisProps, zeroLine } = useValueAxis(
    [...points.map((point) => point.liquidity), ...(covenant === null ? [] : [covenant * 1.1])],
    moneyTick(currency),
  );
  return (
    <ChartFigure
      title={t('cashflowResults.charts.liquidity.title')}
      description={
        covenant === null
          ? t('cashflowResults.charts.liquidity.description')
          : `${t('cashflowResults.charts.liquidity.description')} ${t('cashflowResults.charts.liquidity.covenant', { amount: formatMoney(covenant, currency) })}`
      }
      note={note}
      axisNote={yearAxis.note}
      points={points}
      columns={[{ key: 'liquidity', label, value: (point) => formatMoney(point.liquidity, currency) }]}
      imageRef={yearAxis.ref}
    >
      <BarChart
        {...chartBaseProps(currency, yearAxis.title)}
        data={points}
        maxBarWidth={36}
        series={[{ name: 'liquidity', label, color: colors.blue }]}
        getBarColor={(value) => (value < 0 ? colors.vermillion : colors.blue)}
        xAxisProps={yearAxis.xAxisProps}
        yAxisProps={yAxisProps}
        referenceLines={[
          zeroLine,
          ...(covenant === null
            ? []
            : [
                {
                  y: covenant,
                  color: colors.vermillion,
                  strokeDasharray: '6 4',
                  strokeWidth: 2,
                  label: lineLabel(t('cashflowResults.charts.liquidity.covenantLine'), colors.vermillionText, colors),
                  labelPosition: 'insideBottomRight' as const,
                },
              ]),
        ]}
      />
    </ChartFigure>
  );
}
