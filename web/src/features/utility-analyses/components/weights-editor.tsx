import { utility } from '@keelson/core';
import { Alert, Box, Group, Paper, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberTextInput } from '../../../components/number-text-input';
import { formatExactNumber, formatNumber, formatShare } from '../../../lib/format';
import { judgementSide, localWeight, matrixFromWeights, saatyText, saatyValue, siblingSum, withJudgement, withWeightOverride } from '../model/weights';
import { useRefusedAnswers, weightKey } from '../model/refused-answers';
import { tallLabel, useQuestionnaireLayout } from '../hooks/use-layout';
import { useAnalysisStore } from '../store/analysis-store';
import { CaptionedTable } from './captioned-table';

type Sibling = { id: string; title: string; children: readonly utility.Criterion[] };

function ahpOf(matrix: readonly (readonly number[])[]): utility.AhpResult | null {
  try {
    return utility.ahpWeights({ matrix });
  } catch {
    return null;
  }
}

/** Saaty's points from the first criterion's end to the second's: 9 … 2, 1, 1/2 … 1/9. */
const scaleOrder = [9, 8, 7, 6, 5, 4, 3, 2, 1, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => 1 / n)];

/**
 * The comparisons of a group (docs/spec/utility-analysis.md section 4): per pair a choice on Saaty's scale in words
 * that name the more important criterion ("Price: strongly more important (5)"), a legend of the scale, and beside
 * them the consistency ratio from core's AHP, flagged with the most inconsistent pair from CR 0.10 on.
 */
function PairwiseEditor({ group, matrix, before }: { group: Sibling; matrix: number[][]; before: string }) {
  const { t } = useTranslation();
  const setComparison = useAnalysisStore((state) => state.setComparison);
  const { controlSize } = useQuestionnaireLayout();
  const nodes = group.children;
  const pairs = nodes.flatMap((a, i) => nodes.slice(i + 1).map((b, offset) => ({ a, b, i, j: i + 1 + offset })));
  const result = ahpOf(matrix);
  const worst = result?.mostInconsistentPair ?? null;
  const optionText = (value: number, a: string, b: string) => {
    const judgement = judgementSide(value);
    if (judgement.side === 'equal') return t('questionnaire.weights.equally');
    const { side, degree } = judgement;
    return t('questionnaire.weights.prefers', { criterion: side === 'a' ? a : b, degree: t(`questionnaire.weights.degree.${degree}`), value: degree });
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{t('questionnaire.weights.startedFromWeights', { weights: before })}</Text>
      <Text size="sm" c="dimmed">
        {t('questionnaire.weights.scaleLegend')}
      </Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Box style={{ flex: '1 1 26rem', minWidth: 0 }}>
          <CaptionedTable
            minWidth={320}
            caption={t('questionnaire.weights.pairCaption', { group: group.title })}
            head={[t('questionnaire.weights.pair'), t('questionnaire.weights.judgement')]}
          >
            {pairs.map(({ a, b, i, j }) => (
              <Table.Tr key={`${a.id}-${b.id}`}>
                <Table.Th scope="row">{t('questionnaire.weights.pairText', { a: a.title, b: b.title })}</Table.Th>
                <Table.Td miw={240}>
                  <Select
                    aria-label={t('questionnaire.weights.pairLabel', { a: a.title, b: b.title })}
                    data={scaleOrder.map((value) => ({ value: saatyText(value), label: optionText(value, a.title, b.title) }))}
                    value={saatyText(matrix[i]?.[j] ?? 1)}
                    allowDeselect={false}
                    size={controlSize}
                    comboboxProps={{ width: 'target', withinPortal: true }}
                    onChange={(value) => setComparison(group.id, withJudgement(matrix, i, j, saatyValue(value)))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </CaptionedTable>
        </Box>
        <Paper withBorder p="sm" component="section" aria-label={t('questionnaire.weights.consistencyHeading')} style={{ flex: '0 1 16rem' }}>
          <Stack gap={6}>
            <Text fw={600}>{t('questionnaire.weights.consistencyHeading')}</Text>
            {result === null ? (
              <Alert color="red">{t('questionnaire.weights.invalid')}</Alert>
            ) : (
              <>
                <Text>
                  {t('questionnaire.weights.consistency', {
                    cr: formatNumber(result.consistencyRatio, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
                  })}
                </Text>
                {result.warning && worst !== null ? (
                  <Alert color="yellow" role="status" p="xs" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
                    {t('questionnaire.weights.inconsistent', { a: nodes[worst.i]?.title ?? '', b: nodes[worst.j]?.title ?? '' })}
                  </Alert>
                ) : (
                  <Text size="sm">{nodes.length <= 2 ? t('questionnaire.weights.consistencyTwo') : t('questionnaire.weights.consistent')}</Text>
                )}
              </>
            )}
          </Stack>
        </Paper>
      </Group>
    </Stack>
  );
}

function SiblingWeights({ group }: { group: Sibling }) {
  const { t } = useTranslation();
  const overrides = useAnalysisStore((state) => state.draft.weightOverrides);
  const matrix = useAnalysisStore((state) => state.draft.pairwiseComparisons[group.id]);
  const setWeightOverrides = useAnalysisStore((state) => state.setWeightOverrides);
  const setComparison = useAnalysisStore((state) => state.setComparison);
  const setRefused = useRefusedAnswers((state) => state.setEntry);
  const { phone, controlSize } = useQuestionnaireLayout();
  const ahp = matrix === undefined ? null : ahpOf(matrix);
  const sum = siblingSum(overrides, group.children);
  /** The weights in force without a comparison (overrides, else the template's): where a comparison starts from. */
  const before = group.children.map((node) => ({ title: node.title, weight: localWeight(overrides, node) }));
  const beforeText = before.map((entry) => `${entry.title} ${formatNumber(entry.weight, { maximumFractionDigits: 2 })} %`).join(', ');
  return (
    <Stack gap="xs">
      <Title order={3}>{group.title}</Title>
      <CaptionedTable
        minWidth={320}
        caption={t('questionnaire.weights.caption', { group: group.title })}
        head={[
          t('questionnaire.weights.criterion'),
          t('questionnaire.weights.templateWeight'),
          matrix === undefined ? t('questionnaire.weights.weight') : t('questionnaire.weights.ahpWeight'),
        ]}
      >
        {group.children.map((node, index) => (
          <Table.Tr key={node.id}>
            <Table.Th scope="row">{node.title}</Table.Th>
            <Table.Td>{`${node.weight} %`}</Table.Td>
            <Table.Td>
              {matrix === undefined ? (
                <NumberTextInput
                  aria-label={t('questionnaire.weights.override', { criterion: node.title })}
                  // Empty: the template's weight counts, as the placeholder shows; a refused text counts for nothing.
                  placeholder={formatExactNumber(node.weight)}
                  value={overrides[node.id] ?? null}
                  refuse={(weight) => (weight < 0 || weight > 100 ? t('questionnaire.weights.outOfRange') : undefined)}
                  onValueChange={(value) => setWeightOverrides(withWeightOverride(overrides, node, value))}
                  onRefusal={(text) => setRefused(weightKey(node.id), text === null ? null : { text, entry: 'number' })}
                  rightSection={<Text size="sm">%</Text>}
                  rightSectionPointerEvents="none"
                  size={controlSize}
                  maw={140}
                  miw={90}
                />
              ) : ahp === null ? (
                t('questionnaire.results.none')
              ) : (
                `${formatShare(ahp.weights[index] ?? 0, 1)} %`
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </CaptionedTable>
      {matrix === undefined && Math.abs(sum - 100) > 0.01 ? (
        <Text size="sm">{t('questionnaire.weights.sum', { sum: formatNumber(sum, { maximumFractionDigits: 2 }) })}</Text>
      ) : null}
      {group.children.length > 1 ? (
        <Switch
          label={t('questionnaire.weights.pairwise', { group: group.title })}
          size={controlSize}
          styles={phone ? tallLabel : undefined}
          checked={matrix !== undefined}
          // Turned on, the comparison starts from the weights in force (snapped to the scale), not from equal weights.
          onChange={(event) => setComparison(group.id, event.currentTarget.checked ? matrixFromWeights(before.map((entry) => entry.weight)) : null)}
        />
      ) : null}
      {matrix === undefined ? null : <PairwiseEditor group={group} matrix={matrix} before={beforeText} />}
    </Stack>
  );
}

/** Each node's local weight with an override, and per group an optional pairwise comparison (docs/spec/utility-analysis.md section 4). */
export function WeightsEditor({ template }: { template: utility.Template }) {
  const { t } = useTranslation();
  const groups: Sibling[] = [
    { id: utility.rootNodeId, title: t('questionnaire.weights.topLevel'), children: template.criteria },
    ...utility.allNodes(template.criteria).flatMap((node) => (node.kind === 'group' ? [{ id: node.id, title: node.title, children: node.children }] : [])),
  ];
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <SiblingWeights key={group.id} group={group} />
      ))}
    </Stack>
  );
}
