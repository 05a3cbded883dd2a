import '@mantine/charts/styles.css';
import { utility } from '@keelson/core';
import { LineChart } from '@mantine/charts';
import { Box, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatShare, formatUtility } from '../../../lib/format';
import { useQuestionnaireLayout } from '../hooks/use-layout';

const colors = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'lime.6', 'cyan.6', 'yellow.6', 'pink.6', 'indigo.6'];

/**
 * Each alternative's total utility as one top-level group's weight goes from 0 to 100 % (docs/spec/utility-analysis.md
 * section 5). A knocked-out alternative (its id in `knockedOut`) is drawn as a dashed grey line marked K.O.: no weight
 * brings it back into the ranking.
 */
export function SensitivityChart({
  template,
  analysis,
  metrics,
  knockedOut,
  headingOrder = 3,
}: {
  template: Pick<utility.Template, 'criteria' | 'knockOuts'>;
  analysis: Pick<utility.Analysis, 'alternatives' | 'answers' | 'weightOverrides' | 'pairwiseComparisons'>;
  metrics: Readonly<Record<string, utility.MetricValues>>;
  knockedOut: ReadonlySet<string>;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { controlSize } = useQuestionnaireLayout();
  const [chosen, setChosen] = useState<string | null>(null);
  const groupId = template.criteria.some((node) => node.id === chosen) ? chosen : (template.criteria[0]?.id ?? null);
  const series = useMemo(() => {
    if (groupId === null) return null;
    try {
      return utility.weightSensitivitySeries({ template, analysis, metrics, groupId });
    } catch {
      return null;
    }
  }, [template, analysis, metrics, groupId]);
  if (series === null || template.criteria.length < 2 || analysis.alternatives.length === 0) return null;
  const groupTitle = template.criteria.find((node) => node.id === groupId)?.title ?? '';
  const seriesKey = (index: number) => `a${String(index)}`;
  const data = series.points.map((point) => ({
    weight: point.weight,
    ...Object.fromEntries(analysis.alternatives.map((alternative, index) => [seriesKey(index), point.utilities[alternative.id] ?? null])),
  }));
  const current = Math.round(series.current * 10) / 10;
  return (
    <Stack gap="sm">
      <Select
        label={t('questionnaire.sensitivityChart.group')}
        data={template.criteria.map((node) => ({ value: node.id, label: node.title }))}
        value={groupId}
        allowDeselect={false}
        onChange={setChosen}
        size={controlSize}
        maw={360}
      />
      <Title order={headingOrder}>{t('questionnaire.sensitivityChart.heading', { group: groupTitle })}</Title>
      <Box component="figure" m={0}>
        <LineChart
          h={280}
          data={data}
          dataKey="weight"
          curveType="linear"
          withLegend
          withDots={false}
          connectNulls={false}
          valueFormatter={(value) => formatUtility(value)}
          xAxisProps={{ type: 'number', domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
          xAxisLabel={t('questionnaire.sensitivityChart.weightAxis')}
          yAxisProps={{ domain: [0, 10], tickFormatter: (value: number) => formatNumber(value) }}
          referenceLines={[{ x: current, label: t('questionnaire.sensitivityChart.current'), color: 'gray.6', strokeDasharray: '4 4' }]}
          series={analysis.alternatives.map((alternative, index) =>
            knockedOut.has(alternative.id)
              ? { name: seriesKey(index), label: t('questionnaire.knockOut.short', { name: alternative.name }), color: 'gray.6', strokeDasharray: '6 4' }
              : { name: seriesKey(index), label: alternative.name, color: colors[index % colors.length] ?? 'blue.6' },
          )}
        />
        <Text component="figcaption" size="sm" c="dimmed">
          {t('questionnaire.sensitivityChart.caption', { group: groupTitle, weight: formatShare(series.current / 100, 1) })}
          {knockedOut.size > 0 ? ` ${t('questionnaire.knockOut.lineLegend')}` : null}
        </Text>
      </Box>
    </Stack>
  );
}
