import type { utility } from '@keelson/core';
import { Accordion, ActionIcon, Checkbox, Fieldset, Group, Select, Slider, Stack, Table, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberTextInput } from '../../../components/number-text-input';
import { formatNumber } from '../../../lib/format';
import { tallLabel, useQuestionnaireLayout } from '../hooks/use-layout';
import { answerStep, stepDecimals, steppedAnswer } from '../model/answer-step';
import { anchorText, answerOf, answerSections, type AnswerRow } from '../model/answers-table';
import type { DraftAlternative } from '../model/draft';
import { answerKey, useRefusedAnswers } from '../model/refused-answers';
import { useAnalysisStore } from '../store/analysis-store';
import { AccordionTables } from './accordion-tables';

type Scale = utility.Template['scale']['anchors'];
type NumberLeaf = Extract<utility.CriterionLeaf, { kind: 'number' | 'cashflowMetric' }>;
type Names = { alternative: string; criterion: string };

/**
 * A number answer: the field in the language's notation, and − / + buttons and the arrow keys that step it by a step
 * that fits the criterion's scale in the template (0.01 on a 0.80–1.30× ratio, 1 on a −10 to 15 % premium).
 */
function NumberAnswer({
  leaf,
  alternative,
  answer,
  metrics,
  names,
  disabled,
  set,
}: {
  leaf: NumberLeaf;
  alternative: DraftAlternative;
  answer: utility.Answer | undefined;
  metrics: utility.MetricValues | undefined;
  names: Names;
  disabled: boolean;
  set: (next: utility.Answer | undefined) => void;
}) {
  const { t } = useTranslation();
  const { controlSize } = useQuestionnaireLayout();
  const setRefused = useRefusedAnswers((state) => state.setEntry);
  const linked = leaf.kind === 'cashflowMetric' ? metrics?.[leaf.metric] : undefined;
  const value = answer?.kind === 'number' ? answer.value : null;
  const step = answerStep(leaf.transformation);
  const stepText = formatNumber(step, { maximumFractionDigits: stepDecimals(step) });
  // From the linked metric when nothing is typed, so that a step moves the value the criterion is scored on.
  const current = value ?? (answer === undefined && typeof linked === 'number' ? linked : null);
  const stepBy = (direction: 1 | -1) => set({ kind: 'number', value: steppedAnswer({ value: current, direction, transformation: leaf.transformation }) });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };
  const stepButton = (direction: 1 | -1) => (
    <ActionIcon
      variant="default"
      size={`input-${controlSize}`}
      disabled={disabled}
      aria-label={t(direction > 0 ? 'questionnaire.answers.increase' : 'questionnaire.answers.decrease', { ...names, step: stepText })}
      onClick={() => stepBy(direction)}
    >
      <span aria-hidden="true">{direction > 0 ? '+' : '−'}</span>
    </ActionIcon>
  );
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        {stepButton(-1)}
        <NumberTextInput
          aria-label={t('questionnaire.answers.value', names)}
          placeholder={t('questionnaire.answers.notAnswered')}
          disabled={disabled}
          size={controlSize}
          style={{ flex: 1, minWidth: 0 }}
          rightSection={leaf.unit === '' ? undefined : <Text size="sm">{leaf.unit}</Text>}
          rightSectionWidth={leaf.unit === '' ? undefined : `${Math.min(leaf.unit.length, 12) + 2}ch`}
          rightSectionPointerEvents="none"
          value={value}
          onKeyDown={onKeyDown}
          // A refused text leaves the criterion unanswered (never the previous number) while the results wait.
          onValueChange={(next) => set(next === null ? undefined : { kind: 'number', value: next })}
          onRefusal={(text) => setRefused(answerKey(alternative.id, leaf.id), text === null ? null : { text, entry: 'number' })}
        />
        {stepButton(1)}
      </Group>
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
  const { phone, controlSize } = useQuestionnaireLayout();
  const setAnswer = useAnalysisStore((state) => state.setAnswer);
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
          thumbSize={phone ? 28 : undefined}
          size={controlSize}
          marks={[0, 5, 10].map((point) => ({ value: point, label: String(point) }))}
          onChange={(next) => set({ kind: 'score', value: next })}
          mb="md"
          // On a phone the slider is 40 px tall, all of which takes a tap, not only its thin track.
          styles={phone ? { root: { height: 40, justifyContent: 'center' } } : undefined}
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
        size={controlSize}
        data={leaf.options.map((option) => ({ value: option.id, label: option.label }))}
        value={answer?.kind === 'option' ? answer.optionId : null}
        onChange={(next) => set(next === null ? undefined : { kind: 'option', optionId: next })}
      />
    );
  } else {
    control = <NumberAnswer leaf={leaf} alternative={alternative} answer={answer} metrics={metrics} names={names} disabled={na} set={set} />;
  }
  return (
    <Stack gap={6} miw={phone ? undefined : 200}>
      {control}
      <Checkbox
        label={t('questionnaire.answers.na')}
        aria-label={t('questionnaire.answers.naLabel', names)}
        checked={na}
        size={controlSize}
        styles={phone ? tallLabel : undefined}
        onChange={(event) => set(event.currentTarget.checked ? { kind: 'na' } : undefined)}
      />
    </Stack>
  );
}

type EditorProps = {
  template: utility.Template;
  alternatives: readonly DraftAlternative[];
  answers: Readonly<Record<string, Record<string, utility.Answer>>>;
  metrics: Readonly<Record<string, utility.MetricValues>>;
};

function CriterionHeading({ row }: { row: AnswerRow }) {
  const { leaf, path } = row;
  return (
    <>
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
    </>
  );
}

/** On a phone: one card per criterion, holding its description and each alternative's answer below each other. */
function AnswerCards({ template, alternatives, answers, metrics }: EditorProps) {
  const sections = answerSections(template.criteria);
  return (
    <Accordion multiple defaultValue={sections.map((section) => section.id)} variant="separated">
      {sections.map((section) => (
        <Accordion.Item key={section.id} value={section.id}>
          <Accordion.Control>{section.title}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              {section.rows.map((row) => (
                <Fieldset key={row.leaf.id} legend={row.leaf.title} p="sm">
                  <Stack gap="sm">
                    {row.path.length === 0 && row.leaf.description === undefined ? null : (
                      <div>
                        {row.path.length === 0 ? null : (
                          <Text size="xs" c="dimmed">
                            {row.path.join(' › ')}
                          </Text>
                        )}
                        {row.leaf.description === undefined ? null : (
                          <Text size="sm" c="dimmed">
                            {row.leaf.description}
                          </Text>
                        )}
                      </div>
                    )}
                    {alternatives.map((alternative) => (
                      <Stack key={alternative.id} gap={4}>
                        <Text fw={600} size="sm">
                          {alternative.name}
                        </Text>
                        <AnswerCell
                          leaf={row.leaf}
                          alternative={alternative}
                          answer={answerOf(answers, alternative.id, row.leaf.id)}
                          scale={template.scale.anchors}
                          metrics={metrics[alternative.id]}
                        />
                      </Stack>
                    ))}
                  </Stack>
                </Fieldset>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The answers, criteria × alternatives, one accordion item per top-level group: a table, or cards on a phone. */
export function AnswersEditor(props: EditorProps) {
  const { t } = useTranslation();
  const { phone } = useQuestionnaireLayout();
  const { template, alternatives, answers, metrics } = props;
  if (phone) return <AnswerCards {...props} />;
  const sections = answerSections(template.criteria);
  return (
    <AccordionTables
      sections={sections}
      idOf={(section) => section.id}
      titleOf={(section) => section.title}
      defaultOpen={sections.map((section) => section.id)}
      minWidth={300 + 230 * alternatives.length}
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
        section.rows.map((row) => (
          <Table.Tr key={row.leaf.id}>
            <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
              <CriterionHeading row={row} />
            </Table.Th>
            {alternatives.map((alternative) => (
              <Table.Td key={alternative.id} style={{ verticalAlign: 'top' }}>
                <AnswerCell
                  leaf={row.leaf}
                  alternative={alternative}
                  answer={answerOf(answers, alternative.id, row.leaf.id)}
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
