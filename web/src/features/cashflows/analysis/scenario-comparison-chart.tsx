import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactMoney, formatMoney, formatRatio } from '../../../lib/format';
import { keyFigureLabel } from '../results/key-figure-text';
import { comparisonChartData, niceAxis, shortLabel, type ComparedScenario } from './scenario-comparison';
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

/** One chart of the pair: its title and what its dashed line marks above the drawing, which is one labelled image. */
function Bars({ title, line, descriptionId, children }: { title: string; line: string | null; descriptionId: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={title} aria-describedby={descriptionId}>
      <Text size="sm" fw={600} aria-hidden="true">
        {title}
      </Text>
      {line === null ? null : (
        <Text size="xs" c="gray.7" mb={4} aria-hidden="true">
          {line}
        </Text>
      )}
      {children}
    </div>
  );
}

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
  // Both axes hold their dashed line: the price, and a DSCR of 1.
  const dcfAxis = niceAxis([...data.map((point) => point.dcfValue), ...(price === undefined ? [] : [price])]);
  const dscrAxis = niceAxis([...data.flatMap((point) => (point.minDscr === null ? [] : [point.minDscr])), 1]);
  const priceLine = price === undefined ? null : t('scenarios.chart.priceLine', { amount: formatMoney(price, currency) });

  return (
    <section aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId}>
        {t('scenarios.chart.title')}
      </Title>
      <Text id={descriptionId} size="sm" c="gray.7" mb="sm">
        {t('scenarios.chart.description', { table: tableCaption })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Bars title={t('scenarios.chart.dcfTitle')} line={priceLine} descriptionId={descriptionId}>
          <BarChart
            {...shared}
            valueFormatter={(value) => formatCompactMoney(value, currency)}
            series={[{ name: 'dcfValue', label: keyFigureLabel('dcfValue', t), color: 'keelson.6' }]}
            xAxisProps={dcfAxis}
            referenceLines={price === undefined ? [] : [{ x: price, color: 'gray.8', strokeDasharray: '4 3' }]}
          />
        </Bars>
        <Bars title={t('scenarios.chart.dscrTitle')} line={t('scenarios.chart.dscrLine', { ratio: formatRatio(1) })} descriptionId={descriptionId}>
          <BarChart
            {...shared}
            valueFormatter={(value) => formatRatio(value)}
            series={[{ name: 'minDscr', label: keyFigureLabel('minDscr', t), color: 'teal.9' }]}
            getBarColor={(value) => (value < 1 ? 'red.9' : 'teal.9')}
            xAxisProps={dscrAxis}
            referenceLines={[{ x: 1, color: 'gray.8', strokeDasharray: '4 3' }]}
          />
        </Bars>
      </SimpleGrid>
    </section>
  );
}
