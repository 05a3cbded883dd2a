import type { ScenarioResult } from '@keelson/core';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { debtValueChartData, debtValuePeriodData, timelineDomain, yearTicks, type DebtValuePoint } from './chart-data';
import { useChartColors } from './chart-colors';
import { ChartFigure, chartBaseProps, moneyColumns, moneyTick, useTimeAxis, useValueAxis, type MoneySeries } from './chart-figure';
import { formatMoney } from '../../../lib/format';
import { NotDefined } from './not-defined';

/** The debt outstanding at each month's end against the ship's linear value on that day; the table beside it lists the year ends and their balloons. */
export function DebtValueChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const points = debtValueChartData(result);
  const monthly = debtValuePeriodData(result);
  const dates = new Map(monthly.map((point) => [point.day, point.end]));
  const timeAxis = useTimeAxis(yearTicks(result), timelineDomain(result), (day) => dates.get(day));
  const { yAxisProps, zeroLine } = useValueAxis(
    monthly.flatMap((point) => [point.debtOutstanding, point.linearValue]),
    moneyTick(currency),
  );
  const series: MoneySeries<DebtValuePoint, LineChartSeries>[] = [
    { name: 'debtOutstanding', label: t('cashflowResults.charts.debtValue.debtOutstanding'), color: colors.vermillion },
    { name: 'linearValue', label: t('cashflowResults.charts.debtValue.linearValue'), color: colors.blue, strokeDasharray: '6 4' },
  ];
  // The balloons are in the table only; a year end before the ship is delivered has no linear value.
  const columns = moneyColumns<DebtValuePoint>([...series, { name: 'balloon', label: t('cashflowResults.charts.debtValue.balloon') }], currency, {
    linearValue: (point) => (point.linearValue === null ? <NotDefined /> : formatMoney(point.linearValue, currency)),
  });
  return (
    <ChartFigure
      title={t('cashflowResults.charts.debtValue.title')}
      description={t('cashflowResults.charts.debtValue.description')}
      axisNote={timeAxis.note}
      points={points}
      columns={columns}
      imageRef={timeAxis.ref}
    >
      <LineChart
        {...chartBaseProps(currency, timeAxis.title)}
        dataKey="day"
        data={monthly}
        withDots={false}
        xAxisProps={timeAxis.xAxisProps}
        yAxisProps={yAxisProps}
        tooltipProps={timeAxis.tooltipProps}
        referenceLines={[zeroLine]}
        connectNulls={false}
        series={series}
      />
    </ChartFigure>
  );
}
