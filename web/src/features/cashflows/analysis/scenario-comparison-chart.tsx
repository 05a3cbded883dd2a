import { BarChart } from '@mantine/charts';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactMoney, formatMoney, formatRatio } from '../../../lib/format';
import { comparisonChartData, shortLabel, type ComparedScenario } from './scenario-comparison';
import { useScenarioLabel } from './use-scenario-label';

type ScenarioComparisonChartProps = {
  scenarios: readonly ComparedScenario[];
  currency: string | null | undefined;
  /** The caption of the table that holds the chart's numbers, named as the chart's text equivalent. */
  tableCaption: string;
};

// A bar per scenario, lying down so that the scenarios' names fit beside them.
const barHeight = 34;
const chartHeight = (count: number) => Math.max(160, count * barHeight + 70);

/**
 * The DCF value and the minimum DSCR of each scenario as bars: the DCF value against the price paid, the DSCR
 * against 1.0×, where the cash flow just covers the debt service. The drawing is one image to assistive technology;
 * its numbers are in the comparison table, which the description names.
 */
export function ScenarioComparisonChart({ scenarios, currency, tableCaption }: ScenarioComparisonChartProps) {
  const { t } = useTranslation();
  const labelOf = useScenarioLabel();
  const titleId = useId();
  const descriptionId = useId();
  const data = comparisonChartData(scenarios, (scenario) => shortLabel(labelOf(scenario)));
  const price = scenarios[0]?.totalAcquisitionCost;
  const height = chartHeight(scenarios.length);
  const shared = {
    h: height,
    data,
    dataKey: 'scenario',
    orientation: 'vertical',
    accessibilityLayer: false,
    maxBarWidth: 22,
    yAxisProps: { width: 150, interval: 0 },
  } as const;
  const dcfLabel = t('cashflowResults.figures.dcfValue.label');
  const dscrLabel = t('cashflowResults.figures.minDscr.label');

  return (
    <section aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId}>
        {t('scenarios.chart.title')}
      </Title>
      <Text id={descriptionId} size="sm" c="gray.7" mb="sm">
        {t('scenarios.chart.description', { table: tableCaption })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div role="img" aria-label={t('scenarios.chart.dcfTitle')} aria-describedby={descriptionId}>
          <Text size="sm" fw={600} mb={4} aria-hidden="true">
            {t('scenarios.chart.dcfTitle')}
          </Text>
          <BarChart
            {...shared}
            valueFormatter={(value) => formatCompactMoney(value, currency)}
            series={[{ name: 'dcfValue', label: dcfLabel, color: 'keelson.6' }]}
            referenceLines={
              price === undefined
                ? []
                : [
                    {
                      x: price,
                      color: 'gray.8',
                      strokeDasharray: '4 3',
                      label: t('scenarios.chart.price', { amount: formatMoney(price, currency) }),
                      labelPosition: 'insideTopRight',
                    },
                  ]
            }
          />
        </div>
        <div role="img" aria-label={t('scenarios.chart.dscrTitle')} aria-describedby={descriptionId}>
          <Text size="sm" fw={600} mb={4} aria-hidden="true">
            {t('scenarios.chart.dscrTitle')}
          </Text>
          <BarChart
            {...shared}
            valueFormatter={(value) => formatRatio(value)}
            series={[{ name: 'minDscr', label: dscrLabel, color: 'teal.9' }]}
            getBarColor={(value) => (value < 1 ? 'red.9' : 'teal.9')}
            referenceLines={[{ x: 1, color: 'gray.8', strokeDasharray: '4 3', label: formatRatio(1), labelPosition: 'insideTopRight' }]}
          />
        </div>
      </SimpleGrid>
    </section>
  );
}
