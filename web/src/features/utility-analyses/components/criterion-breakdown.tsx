import { utility } from '@keelson/core';
import { BarChart } from '@mantine/charts';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccordionTables } from './accordion-tables';
import { groupContributions } from '../model/criterion-breakdown';
import { formatShare, formatUtility, roundAsShown } from '../../../lib/format';

const colors = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'lime.6', 'cyan.6', 'yellow.6', 'pink.6', 'indigo.6'];
const sourceKeys = {
  answer: 'questionnaire.criteria.sourceAnswer',
  metric: 'questionnaire.criteria.sourceMetric',
  none: 'questionnaire.criteria.sourceNone',
} as const;

/** Per alternative, each leaf's weight, score and partial utility, and total utility stacked by top-level group (section 3). */
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
  const seriesKey = (index: number) => `g${String(index)}`;
  const chartData = results.map((result) => {
    const sums = groupContributions({ criteria, leaves: result.leaves });
    return { name: result.name, ...Object.fromEntries(criteria.map((node, index) => [seriesKey(index), roundAsShown(sums[node.id] ?? 0, 2)])) };
  });
  return (
    <Stack gap="md">
      <AccordionTables
        sections={results}
        idOf={(result) => result.alternativeId}
        titleOf={(result) => result.name}
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
        <BarChart
          h={260}
          type="stacked"
          data={chartData}
          dataKey="name"
          withLegend
          yAxisProps={{ domain: [0, 10] }}
          series={criteria.map((node, index) => ({ name: seriesKey(index), label: node.title, color: colors[index % colors.length] ?? 'blue.6' }))}
        />
        <Text component="figcaption" size="sm" c="dimmed">
          {t('questionnaire.criteria.contributionCaption')}
        </Text>
      </Box>
    </Stack>
  );
}
