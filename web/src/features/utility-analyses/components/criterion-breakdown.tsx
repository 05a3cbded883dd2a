import '@mantine/charts/styles.css';
import { utility } from '@keelson/core';
import { BarChart } from '@mantine/charts';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Rectangle, type BarShapeProps } from 'recharts';
import { AccordionTables } from './accordion-tables';
import { HatchLegend, HatchPattern, hatchFill, useHatchId } from './knock-out-marks';
import { groupContributions } from '../model/criterion-breakdown';
import { formatShare, formatUtility, roundAsShown } from '../../../lib/format';
import { useQuestionnaireLayout } from '../hooks/use-layout';

const colors = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'lime.6', 'cyan.6', 'yellow.6', 'pink.6', 'indigo.6'];
const sourceKeys = {
  answer: 'questionnaire.criteria.sourceAnswer',
  metric: 'questionnaire.criteria.sourceMetric',
  none: 'questionnaire.criteria.sourceNone',
} as const;

/**
 * Per alternative, each leaf's weight, score and partial utility, and total utility stacked by top-level group (section 3).
 * A knocked-out alternative is marked K.O. in its table's title and on the chart's axis, and its stack is hatched grey.
 */
export function CriterionBreakdown({
  results,
  criteria,
  headingOrder = 3,
}: {
  results: readonly utility.AlternativeResult[];
  criteria: readonly utility.Criterion[];
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const nodes = utility.allNodes(criteria);
  const titleOf = (id: string | null) => (id === null ? t('questionnaire.results.none') : (nodes.find((node) => node.id === id)?.title ?? id));
  const { phone } = useQuestionnaireLayout();
  const hatch = useHatchId();
  const seriesKey = (index: number) => `g${String(index)}`;
  const nameWithMark = (result: utility.AlternativeResult) =>
    result.knockOuts.length === 0 ? result.name : t('questionnaire.knockOut.short', { name: result.name });
  const chartData = results.map((result) => {
    const sums = groupContributions({ criteria, leaves: result.leaves });
    return {
      key: result.alternativeId,
      name: nameWithMark(result),
      knockedOut: result.knockOuts.length > 0,
      ...Object.fromEntries(criteria.map((node, index) => [seriesKey(index), roundAsShown(sums[node.id] ?? 0, 2)])),
    };
  });
  const nameOf = (key: unknown) => chartData.find((entry) => entry.key === key)?.name ?? '';
  const anyKnockedOut = chartData.some((entry) => entry.knockedOut);
  return (
    <Stack gap="md">
      <AccordionTables
        sections={results}
        idOf={(result) => result.alternativeId}
        titleOf={nameWithMark}
        minWidth={600}
        striped
        caption={(result) => t('questionnaire.criteria.caption', { alternative: result.name })}
        head={
          <>
            <Table.Th scope="col">{t('questionnaire.criteria.criterion')}</Table.Th>
            <Table.Th scope="col">{t('questionnaire.criteria.group')}</Table.Th>
            <Table.Th scope="col">{t('questionnaire.criteria.weight')}</Table.Th>
            <Table.Th scope="col">{t('questionnaire.criteria.score')}</Table.Th>
            <Table.Th scope="col">{t('questionnaire.criteria.partial')}</Table.Th>
            <Table.Th scope="col">{t('questionnaire.criteria.source')}</Table.Th>
          </>
        }
        rows={(result) =>
          result.leaves.map((leaf) => (
            <Table.Tr key={leaf.nodeId}>
              <Table.Th scope="row">{titleOf(leaf.nodeId)}</Table.Th>
              <Table.Td>{titleOf(leaf.parentId)}</Table.Td>
              <Table.Td>{t('questionnaire.criteria.percent', { weight: formatShare(leaf.weight, 1) })}</Table.Td>
              <Table.Td>{formatUtility(leaf.score)}</Table.Td>
              <Table.Td>{formatUtility(leaf.partialUtility)}</Table.Td>
              <Table.Td>{t(sourceKeys[leaf.source])}</Table.Td>
            </Table.Tr>
          ))
        }
      />
      <Title order={headingOrder}>{t('questionnaire.criteria.contributionHeading')}</Title>
      <Box component="figure" m={0}>
        <HatchPattern id={hatch} />
        <BarChart
          h={phone ? 320 : 260}
          type="stacked"
          data={chartData}
          dataKey="key"
          withLegend
          xAxisProps={{ tickFormatter: nameOf }}
          yAxisProps={{ domain: [0, 10] }}
          tooltipProps={{ labelFormatter: nameOf }}
          series={criteria.map((node, index) => ({ name: seriesKey(index), label: node.title, color: colors[index % colors.length] ?? 'blue.6' }))}
          barProps={{
            // A knocked-out alternative's stack keeps its heights but loses its colours: hatched grey, outlined per group.
            shape: (props: BarShapeProps) =>
              chartData[props.index]?.knockedOut === true ? (
                <Rectangle {...props} fill={hatchFill(hatch)} stroke="var(--mantine-color-gray-7)" strokeOpacity={1} />
              ) : (
                <Rectangle {...props} />
              ),
          }}
        />
        <Stack component="figcaption" gap={4} mt="xs">
          <Text size="sm" c="dimmed">
            {t('questionnaire.criteria.contributionCaption')}
          </Text>
          {anyKnockedOut ? <HatchLegend id={hatch} /> : null}
        </Stack>
      </Box>
    </Stack>
  );
}
