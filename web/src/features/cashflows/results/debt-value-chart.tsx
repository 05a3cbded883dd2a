import type { ScenarioResult } from '@keelson/core';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { debtValueChartData, debtValuePeriodData, type DebtValuePoint } from './chart-data';
import { ChartFigure, chartBaseProps, moneyColumns, type MoneySeries } from './chart-figure';
import { formatMoney } from '../../../lib/format';
import { NotDefined } from './not-defined';

/** The debt outstanding at each month's end against the ship's linear value on that day; the table beside it lists the year ends and their balloons. */
export function DebtValueChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const points = debtValueChartData(result);
  const monthly = debtValuePeriodData(result);
  const series: MoneySeries<DebtValuePoint, LineChartSeries>[] = [
    { name: 'debtOutstanding', label: t('cashflowResults.charts.debtValue.debtOutstanding'), color: 'red.9' },
    { name: 'linearValue', label: t('cashflowResults.charts.debtValue.linearValue'), color: 'keelson.6', strokeDasharray: '6 4' },
  ];
  // The balloons are in the table only; a year end before the ship is delivered has no linear value.
  const columns = moneyColumns<DebtValuePoint>([...series, { name: 'balloon', label: t('cashflowResults.charts.debtValue.balloon') }], currency, {
    linearValue: (point) => (point.linearValue === null ? <NotDefined /> : formatMoney(point.linearValue, currency)),
  });
  return (
    <ChartFigure
      title={t('cashflowResults.charts.debtValue.title')}
      description={t('cashflowResults.charts.debtValue.description')}
      points={points}
      columns={columns}
    >
      <LineChart
        {...chartBaseProps(currency, t('cashflowResults.charts.debtValue.periodEnd'))}
        dataKey="end"
        data={monthly}
        withDots={false}
        // A tick a year, named by its year only: a month end per tick would not fit.
        xAxisProps={{ interval: 11, minTickGap: 8, tickFormatter: (end: string) => end.slice(0, 4) }}
        connectNulls={false}
        series={series}
      />
    </ChartFigure>
  );
}
