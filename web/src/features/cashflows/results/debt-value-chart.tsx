import type { ScenarioResult } from '@keelson/core';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { debtValueChartData, debtValuePeriodData } from './chart-data';
import { ChartFigure, chartBaseProps } from './chart-figure';
import { formatMoney } from '../../../lib/format';
import { NotDefined } from './not-defined';

/** The debt outstanding at each month's end against the ship's linear value on that day; the table beside it lists the year ends and their balloons. */
export function DebtValueChart({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const points = debtValueChartData(result);
  const monthly = debtValuePeriodData(result);
  const labels = {
    debtOutstanding: t('cashflowResults.charts.debtValue.debtOutstanding'),
    linearValue: t('cashflowResults.charts.debtValue.linearValue'),
    balloon: t('cashflowResults.charts.debtValue.balloon'),
  };
  return (
    <ChartFigure
      title={t('cashflowResults.charts.debtValue.title')}
      description={t('cashflowResults.charts.debtValue.description')}
      points={points}
      columns={[
        { key: 'debtOutstanding', label: labels.debtOutstanding, value: (point) => formatMoney(point.debtOutstanding, currency) },
        {
          key: 'linearValue',
          label: labels.linearValue,
          value: (point) => (point.linearValue === null ? <NotDefined /> : formatMoney(point.linearValue, currency)),
        },
        { key: 'balloon', label: labels.balloon, value: (point) => formatMoney(point.balloon, currency) },
      ]}
    >
      <LineChart
        {...chartBaseProps(currency, t('cashflowResults.charts.debtValue.periodEnd'))}
        dataKey="end"
        data={monthly}
        withDots={false}
        // A tick a year, named by its year only: a month end per tick would not fit.
        xAxisProps={{ interval: 11, minTickGap: 8, tickFormatter: (end: string) => end.slice(0, 4) }}
        curveType="linear"
        connectNulls={false}
        series={[
          { name: 'debtOutstanding', label: labels.debtOutstanding, color: 'red.9' },
          { name: 'linearValue', label: labels.linearValue, color: 'keelson.6', strokeDasharray: '6 4' },
        ]}
      />
    </ChartFigure>
  );
}
