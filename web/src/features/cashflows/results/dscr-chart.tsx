import type { CovenantLevels, ScenarioResult } from '@keelson/core';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatRatio } from '../../../lib/format';
import { dscrChartData, timelineDomain, yearTicks, type DscrPoint } from './chart-data';
import { useChartColors } from './chart-colors';
import { ChartFigure, chartBaseProps, lineLabel, useTimeAxis, useValueAxis } from './chart-figure';
import { EmptyCovenantChart } from './ltv-chart';
import { NotDefined } from './not-defined';

type DscrChartProps = {
  result: ScenarioResult;
  /** The DSCR covenant, drawn as the line the trailing DSCR must stay on or above; null when none is set. */
  levels: Pick<CovenantLevels, 'dscrCovenant'>;
};

type DscrRow = DscrPoint & { label: string };

/** A ratio on a value axis: 1.5 → "1.5×"; the ticks fall at round steps, so two decimals at most. */
const ratioTick = (value: number) => `${formatNumber(value, { maximumFractionDigits: 2 })}×`;

/**
 * The trailing twelve months' DSCR on each covenant test date, the figure the DSCR covenant is tested on
 * (docs/spec/calculation.md section 8a), against the covenant's level. Every DSCR is core's.
 */
export function DscrChart({ result, levels }: DscrChartProps) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const points: DscrRow[] = dscrChartData(result).map((point) => ({ ...point, label: formatDate(point.date) }));
  const dates = new Map(points.map((point) => [point.day, point.date]));
  const timeAxis = useTimeAxis(yearTicks(result), timelineDomain(result), (day) => dates.get(day));
  const covenant = levels.dscrCovenant;
  // The covenant's label sits above its line: the axis leaves it a tenth more room.
  const { yAxisProps, zeroLine } = useValueAxis([...points.map((point) => point.trailingDscr ?? 0), ...(covenant === null ? [] : [covenant * 1.1])], ratioTick);
  const title = t('cashflowResults.charts.dscr.title');
  if (points.every((point) => point.trailingDscr === null)) return <EmptyCovenantChart title={title} text={t('cashflowResults.charts.dscr.none')} />;
  const label = t('cashflowResults.charts.dscr.trailingDscr');
  const covenantLine = covenant === null ? null : t('cashflowResults.charts.dscr.covenantLine', { level: formatRatio(covenant) });
  return (
    <ChartFigure
      title={title}
      description={`${t('cashflowResults.charts.dscr.description')} ${covenantLine === null ? t('cashflowResults.charts.dscr.noCovenant') : t('cashflowResults.charts.dscr.covenant', { line: covenantLine })}`}
      axisNote={timeAxis.note}
      points={points}
      rowHeading={t('cashflowResults.charts.testDate')}
      columns={[{ key: 'trailingDscr', label, value: (point) => (point.trailingDscr === null ? <NotDefined /> : formatRatio(point.trailingDscr)) }]}
      imageRef={timeAxis.ref}
    >
      <LineChart
        {...chartBaseProps(null, timeAxis.title)}
        valueFormatter={formatRatio}
        dataKey="day"
        data={points}
        withDots
        dotProps={{ r: 3 }}
        connectNulls={false}
        xAxisProps={timeAxis.xAxisProps}
        yAxisProps={yAxisProps}
        tooltipProps={timeAxis.tooltipProps}
        referenceLines={[
          zeroLine,
          ...(covenantLine === null || covenant === null
            ? []
            : [
                {
                  y: covenant,
                  color: colors.vermillion,
                  strokeDasharray: '6 4',
                  strokeWidth: 2,
                  label: lineLabel(covenantLine, colors.vermillionText, colors),
                  labelPosition: 'insideBottomRight' as const,
                },
              ]),
        ]}
        series={[{ name: 'trailingDscr', label, color: colors.blue }]}
      />
    </ChartFigure>
  );
}
