import { BarChart } from '@mantine/charts';
import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShare, formatUtility, roundAsShown } from '../../../lib/format';
import { CaptionedTable } from './captioned-table';

/** What the result views need of an alternative's result (core's, or the server's in a read-only answer). */
export type ResultRow = {
  alternativeId: string;
  name: string;
  rank: number;
  utility: number | null;
  completeness: number;
  knockOuts: { reason: string }[];
  groups: { nodeId: string; parentId: string | null; score: number | null; partialUtility: number }[];
  leaves: { nodeId: string; parentId: string | null; score: number | null; partialUtility: number }[];
};

/** Ranking table, bar chart and per-group breakdown of a scored analysis (docs/spec/utility-analysis.md section 3). */
export function ResultsView({
  results,
  topLevel,
  headingOrder = 3,
}: {
  results: readonly ResultRow[];
  topLevel: readonly { id: string; title: string }[];
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const chartData = results.map((result) => ({ name: result.name, utility: roundAsShown(result.utility ?? 0, 2) }));
  const topLevelOf = (result: ResultRow, id: string) => [...result.groups, ...result.leaves].find((node) => node.nodeId === id && node.parentId === null);
  return (
    <Stack gap="md">
      <CaptionedTable
        minWidth={500}
        striped
        caption={t('questionnaire.results.rankingCaption')}
        head={[
          t('questionnaire.results.rank'),
          t('questionnaire.results.alternative'),
          t('questionnaire.results.utility'),
          t('questionnaire.results.completeness'),
          t('questionnaire.results.knockOuts'),
        ]}
      >
        {results.map((result) => (
          <Table.Tr key={result.alternativeId}>
            <Table.Td>{result.rank}</Table.Td>
            <Table.Th scope="row">{result.name}</Table.Th>
            <Table.Td>{formatUtility(result.utility)}</Table.Td>
            <Table.Td>{`${formatShare(result.completeness)} %`}</Table.Td>
            <Table.Td>{result.knockOuts.length === 0 ? t('questionnaire.results.none') : result.knockOuts.map((rule) => rule.reason).join('; ')}</Table.Td>
          </Table.Tr>
        ))}
      </CaptionedTable>
      <Title order={headingOrder}>{t('questionnaire.results.chartHeading')}</Title>
      <BarChart
        h={240}
        data={chartData}
        dataKey="name"
        yAxisProps={{ domain: [0, 10] }}
        series={[{ name: 'utility', label: t('questionnaire.results.utility'), color: 'blue.6' }]}
      />
      <Title order={headingOrder}>{t('questionnaire.results.breakdownHeading')}</Title>
      <CaptionedTable
        minWidth={500}
        striped
        caption={t('questionnaire.results.breakdownCaption')}
        head={
          <>
            <Table.Th scope="col">{t('questionnaire.results.group')}</Table.Th>
            {results.map((result) => (
              <Table.Th scope="col" key={result.alternativeId}>
                {result.name}
              </Table.Th>
            ))}
          </>
        }
      >
        {topLevel.map((group) => (
          <Table.Tr key={group.id}>
            <Table.Th scope="row">{group.title}</Table.Th>
            {results.map((result) => {
              const node = topLevelOf(result, group.id);
              return (
                <Table.Td key={result.alternativeId}>
                  {node === undefined || node.score === null
                    ? t('questionnaire.results.none')
                    : t('questionnaire.results.cell', { score: formatUtility(node.score), partial: formatUtility(node.partialUtility) })}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </CaptionedTable>
    </Stack>
  );
}
