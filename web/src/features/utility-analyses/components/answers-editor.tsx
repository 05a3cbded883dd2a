import type { utility } from '@keelson/core';
import { Checkbox, Select, Slider, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberTextInput } from '../../../components/number-text-input';
import { formatNumber } from '../../../lib/format';
import { anchorText, answerOf, answerSections } from '../model/answers-table';
import type { DraftAlternative } from '../model/draft';
import { answerKey, useRefusedAnswers } from '../model/refused-answers';
import { useAnalysisStore } from '../store/analysis-store';
import { AccordionTables } from './accordion-tables';

type Scale = utility.Template['scale']['anchors'];

function AnswerCell({
  leaf,
  alternative,
  answer,
  scale,
  metrics,
}: {
  leaf: utility.CriterionLeaf;
  alternative: DraftAlternative;
  answer: utility.Answer | undefined;
  scale: Scale;
  metrics: utility.MetricValues | undefined;
}) {
  const { t } = useTranslation();
  const setAnswer = useAnalysisStore((state) => state.setAnswer);
  const setRefused = useRefusedAnswers((state) => state.setEntry);
  const names = { alternative: alternative.name, criterion: leaf.title };
  const na = answer?.kind === 'na';
  const set = (next: utility.Answer | undefined) => setAnswer(alternative.id, leaf.id, next);
  let control;
  if (leaf.kind === 'scale') {
    const value = answer?.kind === 'score' ? answer.value : null;
    const anchor = value === null ? null : anchorText(leaf, scale, value);
    control = (
      <Stack gap={4}>
        <Slider
          min={0}
          max={10}
          step={1}
          disabled={na}
          value={value ?? 5}
          thumbLabel={t('questionnaire.answers.score', names)}
          marks={[0, 5, 10].map((point) => ({ value: point, label: String(point) }))}
          onChange={(next) => set({ kind: 'score', value: next })}
          mb="md"
        />
        <Text size="sm">
          {value === null
            ? t('questionnaire.answers.notAnswered')
            : anchor === null
              ? String(value)
              : t('questionnaire.answers.scoreValue', { score: value, anchor })}
        </Text>
      </Stack>
    );
  } else if (leaf.kind === 'choice') {
    control = (
      <Select
        aria-label={t('questionnaire.answers.option', names)}
        placeholder={t('questionnaire.answers.notAnswered')}
        disabled={na}
        clearable
        data={leaf.options.map((option) => ({ value: option.id, label: option.label }))}
        value={answer?.kind === 'option' ? answer.optionId : null}
        onChange={(next) => set(next === null ? undefined : { kind: 'option', optionId: next })}
      />
    );
  } else {
    const linked = leaf.kind === 'cashflowMetric' ? metrics?.[leaf.metric] : undefined;
    control = (
      <Stack gap={4}>
        <NumberTextInput
          aria-label={t('questionnaire.answers.value', names)}
          placeholder={t('questionnaire.answers.notAnswered')}
          disabled={na}
          rightSection={leaf.unit === '' ? undefined : <Text size="sm">{leaf.unit}</Text>}
          rightSectionWidth={leaf.unit === '' ? undefined : `${leaf.unit.length + 2}ch`}
          rightSectionPointerEvents="none"
          value={answer?.kind === 'number' ? answer.value : null}
          // A refused text leaves the criterion unanswered (never the previous number) while the results wait.
          onValueChange={(next) => set(next === null ? undefined : { kind: 'number', value: next })}
          onRefusal={(text) => setRefused(answerKey(alternative.id, leaf.id), text === null ? null : { text, entry: 'number' })}
        />
        {leaf.kind === 'cashflowMetric' && answer === undefined ? (
          <Text size="sm">
            {typeof linked === 'number'
              ? t('questionnaire.answers.linked', { value: formatNumber(linked, { maximumFractionDigits: 3 }), unit: leaf.unit })
              : t('questionnaire.answers.notLinked')}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap={6} miw={180}>
      {control}
      <Checkbox
        label={t('questionnaire.answers.na')}
        aria-label={t('questionnaire.answers.naLabel', names)}
        checked={na}
        onChange={(event) => set(event.currentTarget.checked ? { kind: 'na' } : undefined)}
      />
    </Stack>
  );
}

/** The answers, criteria × alternatives, one accordion item per top-level group. */
export function AnswersEditor({
  template,
  alternatives,
  answers,
  metrics,
}: {
  template: utility.Template;
  alternatives: readonly DraftAlternative[];
  answers: Readonly<Record<string, Record<string, utility.Answer>>>;
  metrics: Readonly<Record<string, utility.MetricValues>>;
}) {
  const { t } = useTranslation();
  const sections = answerSections(template.criteria);
  return (
    <AccordionTables
      sections={sections}
      idOf={(section) => section.id}
      titleOf={(section) => section.title}
      defaultOpen={sections.map((section) => section.id)}
      minWidth={300 + 200 * alternatives.length}
      caption={(section) => t('questionnaire.answers.caption', { group: section.title })}
      head={
        <>
          <Table.Th scope="col">{t('questionnaire.answers.criterion')}</Table.Th>
          {alternatives.map((alternative) => (
            <Table.Th scope="col" key={alternative.id}>
              {alternative.name}
            </Table.Th>
          ))}
        </>
      }
      rows={(section) =>
        section.rows.map(({ leaf, path }) => (
          <Table.Tr key={leaf.id}>
            <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
              {path.length === 0 ? null : (
                <Text size="xs" c="dimmed">
                  {path.join(' › ')}
                </Text>
              )}
              <Text fw={500}>{leaf.title}</Text>
              {leaf.description === undefined ? null : (
                <Text size="sm" c="dimmed">
                  {leaf.description}
                </Text>
              )}
            </Table.Th>
            {alternatives.map((alternative) => (
              <Table.Td key={alternative.id} style={{ verticalAlign: 'top' }}>
                <AnswerCell
                  leaf={leaf}
                  alternative={alternative}
                  answer={answerOf(answers, alternative.id, leaf.id)}
                  scale={template.scale.anchors}
                  metrics={metrics[alternative.id]}
                />
              </Table.Td>
            ))}
          </Table.Tr>
        ))
      }
    />
  );
}
