import { utility } from '@keelson/core';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShare, formatUtility } from '../../../lib/format';
import { CaptionedTable } from './captioned-table';
import { useQuestionnaireLayout } from '../hooks/use-layout';
import { CompletenessWarning } from './completeness-warning';
import { useKnockOutText } from './knock-out-marks';
import { UtilityChart } from './utility-chart';

/** What the result views need of an alternative's result (core's, or the server's in a read-only answer). */
export type ResultRow = {
  alternativeId: string;
  name: string;
  /** Null when not yet rated: nothing answered, so no utility to rank by. */
  rank: number | null;
  utility: number | null;
  completeness: number;
  knockOuts: { leafId: string; reason: string }[];
  groups: { nodeId: string; parentId: string | null; score: number | null; partialUtility: number }[];
  leaves: { nodeId: string; parentId: string | null; score: number | null; partialUtility: number }[];
};

/**
 * Ranking table, bar chart and per-group breakdown of a scored analysis (docs/spec/utility-analysis.md section 3),
 * with a warning while the leader's completeness is low. Knocked-out alternatives are marked K.O. in the table, the
 * chart and the breakdown, with the criterion that knocked them out. `criteria` is the template's tree (empty when
 * the template is unknown: the groups and criteria are then named by id).
 */
export function ResultsView({
  results,
  criteria,
  headingOrder = 3,
}: {
  results: readonly ResultRow[];
  criteria: readonly utility.Criterion[];
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { phone } = useQuestionnaireLayout();
  const nodes = utility.allNodes(criteria);
  const titleOf = (id: string) => nodes.find((node) => node.id === id)?.title;
  const knockOutText = useKnockOutText(titleOf);
  const topLevel = criteria.map((node) => ({ id: node.id, title: node.title }));
  const topLevelOf = (result: ResultRow, id: string) => [...result.groups, ...result.leaves].find((node) => node.nodeId === id && node.parentId === null);
  const nameWithMark = (result: ResultRow) => (result.knockOuts.length === 0 ? result.name : t('questionnaire.knockOut.short', { name: result.name }));
  return (
    <Stack gap="md">
      <CompletenessWarning results={results} />
      <CaptionedTable
        // On a phone completeness and K.O. reasons go below the name, so that the ranking fits without scrolling sideways.
        minWidth={phone ? 280 : 560}
        striped
        caption={t('questionnaire.results.rankingCaption')}
        head={[
          t('questionnaire.results.rank'),
          t('questionnaire.results.alternative'),
          t('questionnaire.results.utility'),
          ...(phone ? [] : [t('questionnaire.results.completeness'), t('questionnaire.results.knockOuts')]),
        ]}
      >
        {results.map((result) => {
          const knockedOut = knockOutText(result);
          return (
            <Table.Tr key={result.alternativeId}>
              <Table.Td>{result.rank ?? t('questionnaire.results.none')}</Table.Td>
              <Table.Th scope="row">
                {result.name}
                {knockedOut === null ? null : (
                  <>
                    {' '}
                    <Text span fw={700} c="red.9">
                      {t('questionnaire.knockOut.mark')}
                    </Text>
                  </>
                )}
                {phone ? (
                  <>
                    <Text size="sm" fw={400}>
                      {t('questionnaire.live.answered', { percent: formatShare(result.completeness) })}
                    </Text>
                    {knockedOut === null ? null : (
                      <Text size="sm" fw={400} c="red.9">
                        {knockedOut}
                      </Text>
                    )}
                  </>
                ) : null}
              </Table.Th>
              <Table.Td>{result.utility === null ? t('questionnaire.results.notRated') : formatUtility(result.utility)}</Table.Td>
              {phone ? null : (
                <>
                  <Table.Td>{`${formatShare(result.completeness)} %`}</Table.Td>
                  <Table.Td>{knockedOut ?? t('questionnaire.results.none')}</Table.Td>
                </>
              )}
            </Table.Tr>
          );
        })}
      </CaptionedTable>
      <Title order={headingOrder}>{t('questionnaire.results.chartHeading')}</Title>
      <UtilityChart results={results} titleOf={titleOf} />
      <Title order={headingOrder}>{t('questionnaire.results.breakdownHeading')}</Title>
      <CaptionedTable
        minWidth={200 + 140 * results.length}
        striped
        caption={t('questionnaire.results.breakdownCaption')}
        head={
          <>
            <Table.Th scope="col">{t('questionnaire.results.group')}</Table.Th>
            {results.map((result) => (
              <Table.Th scope="col" key={result.alternativeId}>
                {nameWithMark(result)}
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
