import type { CovenantLevels, ScenarioResult } from '@keelson/core';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatExactPercent, formatPercent } from '../../../lib/format';
import { ltvChartData, timelineDomain, yearTicks, type LtvPoint } from './chart-data';
import { useChartColors } from './chart-colors';
import { ChartFigure, chartBaseProps, lineLabel, useTimeAxis, useValueAxis } from './chart-figure';
import { NotDefined } from './not-defined';

type LtvChartProps = {
  result: ScenarioResult;
  /** The minimum value clause, drawn as the largest LTV it allows: 1 / minimumValueClause. */
  levels: Pick<CovenantLevels, 'minimumValueClause'>;
  /** The largest loan at drawdown as a share of the price, which the drawdown's LTV is measured against. */
  leverage: number;
};

type LtvRow = LtvPoint & { label: string };

/**
 * The loan-to-value as a lender tests it (docs/spec/calculation.md section 8a): at the drawdown against the price and
 * the leverage, then on each covenant test date against the market value and the minimum value clause, whose security
 * cover of, say, 130 % is an LTV of at most 1 / 1.3 = 76.9 %. Every LTV is core's; the lines are the agreement's levels.
 */
export function LtvChart({ result, levels, leverage }: LtvChartProps) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const points: LtvRow[] = ltvChartData(result).map((point) => ({ ...point, label: formatDate(point.date) }));
  const dates = new Map(points.map((point) => [point.day, point.date]));
  const timeAxis = useTimeAxis(yearTicks(result), timelineDomain(result), (day) => dates.get(day));
  const clauseLtv = 1 / levels.minimumValueClause;
  // The leverage's label sits above its line: the axis leaves it a tenth more room.
  const { yAxisProps, zeroLine } = useValueAxis(
    [...points.flatMap((point) => [point.ltv ?? 0, point.drawdownLtv ?? 0]), clauseLtv, leverage * 1.1],
    formatExactPercent,
  );
  const title = t('cashflowResults.charts.ltv.title');
  if (points.length === 0) return <EmptyCovenantChart title={title} text={t('cashflowResults.charts.ltv.none')} />;
  const series: (LineChartSeries & { name: 'ltv' | 'drawdownLtv' })[] = [
    { name: 'ltv', label: t('cashflowResults.charts.ltv.ltv'), color: colors.blue },
    { name: 'drawdownLtv', label: t('cashflowResults.charts.ltv.drawdownLtv'), color: colors.black },
  ];
  const drawdown = points.find((point) => point.drawdownLtv !== null);
  const clause = t('cashflowResults.charts.ltv.clauseLine', { clause: formatExactPercent(levels.minimumValueClause), ltv: formatPercent(clauseLtv) });
  const leverageLine = t('cashflowResults.charts.ltv.leverageLine', { leverage: formatExactPercent(leverage) });
  return (
    <ChartFigure
      title={title}
      description={[
        t('cashflowResults.charts.ltv.description'),
        t('cashflowResults.charts.ltv.clause', { line: clause }),
        drawdown === undefined ? null : t('cashflowResults.charts.ltv.drawdown', { date: drawdown.label, line: leverageLine }),
      ]
        .filter((sentence) => sentence !== null)
        .join(' ')}
      axisNote={timeAxis.note}
      points={points}
      rowHeading={t('cashflowResults.charts.testDate')}
      columns={series.map(({ name, label }) => ({
        key: name,
        label: label ?? name,
        value: (point: LtvRow) => {
          const value = point[name];
          if (value !== null) return formatPercent(value);
          // The drawdown has no test-date LTV and a test date no drawdown LTV: an empty cell; a test date without a market value is undefined.
          return name === 'ltv' && point.drawdownLtv === null ? <NotDefined /> : null;
        },
      }))}
      imageRef={timeAxis.ref}
    >
      <LineChart
        {...chartBaseProps(null, timeAxis.title)}
        valueFormatter={formatPercent}
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
          {
            y: clauseLtv,
            color: colors.vermillion,
            strokeDasharray: '6 4',
            strokeWidth: 2,
            label: lineLabel(clause, colors.vermillionText, colors),
            // Below its line ("inside top" of a line's zero-height box), clear of the leverage's label above.
            labelPosition: 'insideTopRight',
          },
          ...(drawdown === undefined
            ? []
            : [
                {
                  y: leverage,
                  color: colors.grey,
                  strokeDasharray: '2 3',
                  strokeWidth: 1.5,
                  label: lineLabel(leverageLine, colors.greyText, colors),
                  labelPosition: 'insideBottomRight' as const,
                },
              ]),
        ]}
        series={series}
      />
    </ChartFigure>
  );
}

/** A covenant chart's place when there is nothing to draw: no debt outstanding on any test date. */
export function EmptyCovenantChart({ title, text }: { title: string; text: string }) {
  return (
    <Paper component="section" withBorder p="md" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}
