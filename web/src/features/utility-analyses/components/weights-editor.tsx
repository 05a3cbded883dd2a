import { utility } from '@keelson/core';
import { Alert, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberTextInput } from '../../../components/number-text-input';
import { formatExactNumber, formatNumber, formatShare } from '../../../lib/format';
import { neutralMatrix, saatyText, saatyValue, saatyValues, siblingSum, withJudgement, withWeightOverride } from '../model/weights';
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

function PairwiseEditor({ group, matrix }: { group: Sibling; matrix: number[][] }) {
  const { t } = useTranslation();
  const setComparison = useAnalysisStore((state) => state.setComparison);
  const { controlSize } = useQuestionnaireLayout();
  const nodes = group.children;
  const pairs = nodes.flatMap((a, i) => nodes.slice(i + 1).map((b, offset) => ({ a, b, i, j: i + 1 + offset })));
  const result = ahpOf(matrix);
  const worst = result?.mostInconsistentPair ?? null;
  return (
    <Stack gap="xs">
      <CaptionedTable
        minWidth={320}
        caption={t('questionnaire.weights.pairCaption', { group: group.title })}
        head={[t('questionnaire.weights.pair'), t('questionnaire.weights.judgement')]}
      >
        {pairs.map(({ a, b, i, j }) => (
          <Table.Tr key={`${a.id}-${b.id}`}>
            <Table.Th scope="row">{t('questionnaire.weights.pairText', { a: a.title, b: b.title })}</Table.Th>
            <Table.Td>
              <Select
                aria-label={t('questionnaire.weights.pairLabel', { a: a.title, b: b.title })}
                data={saatyValues.map((entry) => entry.text)}
                value={saatyText(matrix[i]?.[j] ?? 1)}
                allowDeselect={false}
                size={controlSize}
                onChange={(value) => setComparison(group.id, withJudgement(matrix, i, j, saatyValue(value)))}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </CaptionedTable>
      {result === null ? (
        <Alert color="red">{t('questionnaire.weights.invalid')}</Alert>
      ) : (
        <>
          <Text>
            {t('questionnaire.weights.consistency', { cr: formatNumber(result.consistencyRatio, { minimumFractionDigits: 3, maximumFractionDigits: 3 }) })}
          </Text>
          {result.warning && worst !== null ? (
            <Alert color="yellow" role="status">
              {t('questionnaire.weights.inconsistent', { a: nodes[worst.i]?.title ?? '', b: nodes[worst.j]?.title ?? '' })}
            </Alert>
          ) : null}
        </>
      )}
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
          onChange={(event) => setComparison(group.id, event.currentTarget.checked ? neutralMatrix(group.children.length) : null)}
        />
      ) : null}
      {matrix === undefined ? null : <PairwiseEditor group={group} matrix={matrix} />}
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
