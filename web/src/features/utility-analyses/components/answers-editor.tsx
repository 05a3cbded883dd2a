import type { utility } from '@keelson/core';
import { Accordion, ActionIcon, Box, Checkbox, Fieldset, Group, Radio, Select, Slider, Stack, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberTextInput } from '../../../components/number-text-input';
import { formatNumber } from '../../../lib/format';
import { tallLabel, useQuestionnaireLayout } from '../hooks/use-layout';
import { answerStep, stepDecimals, steppedAnswer } from '../model/answer-step';
import { alternativeColumnMin, anchorText, answerOf, answerSections, columnsThatFit, criterionColumnMin, type AnswerRow } from '../model/answers-table';
import type { DraftAlternative } from '../model/draft';
import { answerKey, useRefusedAnswers } from '../model/refused-answers';
import { useAnalysisStore } from '../store/analysis-store';
import { AccordionTables } from './accordion-tables';
import classes from './answers-editor.module.css';

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
  naCheckbox,
}: {
  leaf: NumberLeaf;
  alternative: DraftAlternative;
  answer: utility.Answer | undefined;
  metrics: utility.MetricValues | undefined;
  names: Names;
  disabled: boolean;
  set: (next: utility.Answer | undefined) => void;
  /** The n/a box, beside the step buttons. */
  naCheckbox: ReactNode;
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
      <NumberTextInput
        aria-label={t('questionnaire.answers.value', names)}
        placeholder={t('questionnaire.answers.notAnswered')}
        disabled={disabled}
        size={controlSize}
        value={value}
        onKeyDown={onKeyDown}
        // A refused text leaves the criterion unanswered (never the previous number) while the results wait.
        onValueChange={(next) => set(next === null ? undefined : { kind: 'number', value: next })}
        onRefusal={(text) => setRefused(answerKey(alternative.id, leaf.id), text === null ? null : { text, entry: 'number' })}
      />
      <Group gap="xs" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          {stepButton(-1)}
          {stepButton(1)}
        </Group>
        {naCheckbox}
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
  const naCheckbox = (
    <Checkbox
      label={t('questionnaire.answers.na')}
      aria-label={t('questionnaire.answers.naLabel', names)}
      checked={na}
      size={controlSize}
      styles={phone ? tallLabel : undefined}
      onChange={(event) => set(event.currentTarget.checked ? { kind: 'na' } : undefined)}
    />
  );
  if (leaf.kind === 'number' || leaf.kind === 'cashflowMetric') {
    return (
      <NumberAnswer leaf={leaf} alternative={alternative} answer={answer} metrics={metrics} names={names} disabled={na} set={set} naCheckbox={naCheckbox} />
    );
  }
  let control;
  if (leaf.kind === 'scale') {
    const value = answer?.kind === 'score' ? answer.value : null;
    const anchor = value === null ? null : anchorText(leaf, scale, value);
    const shown =
      value === null
        ? t('questionnaire.answers.notAnswered')
        : anchor === null
          ? String(value)
          : t('questionnaire.answers.scoreValue', { score: value, anchor });
    control = (
      <Stack gap={4}>
        <Slider
          min={0}
          max={10}
          step={1}
          disabled={na}
          // Not answered: no value shown (the thumb and bar are hidden); a click on the track or an arrow key answers.
          value={value ?? 5}
          classNames={value === null ? { thumb: classes.unansweredThumb, bar: classes.unansweredBar } : undefined}
          thumbValueText={shown}
          label={value === null ? null : (point) => point}
          thumbLabel={t('questionnaire.answers.score', names)}
          thumbSize={phone ? 28 : undefined}
          size={controlSize}
          marks={[0, 5, 10].map((point) => ({ value: point, label: String(point) }))}
          onChange={(next) => set({ kind: 'score', value: next })}
          mb="md"
          // On a phone the slider is 40 px tall, all of which takes a tap, not only its thin track.
          styles={phone ? { root: { height: 40, justifyContent: 'center' } } : undefined}
        />
        <Text size="sm">{shown}</Text>
      </Stack>
    );
  } else {
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
  }
  return (
    <Stack gap={6}>
      {control}
      {naCheckbox}
    </Stack>
  );
}

type EditorProps = {
  template: utility.Template;
  alternatives: readonly DraftAlternative[];
  answers: Readonly<Record<string, Record<string, utility.Answer>>>;
  metrics: Readonly<Record<string, utility.MetricValues>>;
};

/** The unit of a number criterion's answers, named once for the row (the fields hold the value only). */
function UnitText({ leaf }: { leaf: utility.CriterionLeaf }) {
  const { t } = useTranslation();
  if ((leaf.kind !== 'number' && leaf.kind !== 'cashflowMetric') || leaf.unit.trim() === '') return null;
  return (
    <Text size="sm" fw={400}>
      {t('questionnaire.answers.unit', { unit: leaf.unit.trim() })}
    </Text>
  );
}

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
      <UnitText leaf={leaf} />
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
                    <UnitText leaf={row.leaf} />
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

/**
 * The answers, criteria × alternatives, one accordion item per top-level group: a table, or cards on a phone. When the
 * alternatives' columns do not all fit the width at their least (`alternativeColumnMin` each), the table shows one
 * alternative at a time and a switcher above chooses which — nothing is cut off or scrolled out of view.
 */
export function AnswersEditor(props: EditorProps) {
  const { t } = useTranslation();
  const { phone, controlSize } = useQuestionnaireLayout();
  const { ref, width } = useElementSize();
  const [chosen, setChosen] = useState<string | null>(null);
  const { template, alternatives, answers, metrics } = props;
  if (phone) return <AnswerCards {...props} />;
  const sections = answerSections(template.criteria);
  const oneAtATime = columnsThatFit(width, alternatives.length) < alternatives.length;
  const current = alternatives.find((alternative) => alternative.id === chosen) ?? alternatives[0];
  const shown = oneAtATime && current !== undefined ? [current] : alternatives;
  return (
    <Box ref={ref}>
      {oneAtATime ? (
        <Radio.Group
          label={t('questionnaire.answers.shown')}
          description={t('questionnaire.answers.oneAtATime')}
          value={current?.id ?? null}
          onChange={setChosen}
          size={controlSize}
          mb="sm"
        >
          <Group gap="md" mt={6}>
            {alternatives.map((alternative) => (
              <Radio key={alternative.id} value={alternative.id} label={alternative.name} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
      <AccordionTables
        sections={sections}
        idOf={(section) => section.id}
        titleOf={(section) => section.title}
        defaultOpen={sections.map((section) => section.id)}
        minWidth={criterionColumnMin + alternativeColumnMin * shown.length}
        caption={(section) => t('questionnaire.answers.caption', { group: section.title })}
        head={
          <>
            <Table.Th scope="col" miw={criterionColumnMin}>
              {t('questionnaire.answers.criterion')}
            </Table.Th>
            {shown.map((alternative) => (
              <Table.Th scope="col" key={alternative.id} w={alternativeColumnMin} style={{ overflowWrap: 'anywhere' }}>
                {alternative.name}
              </Table.Th>
            ))}
          </>
        }
        rows={(section) =>
          section.rows.map((row) => (
            <Table.Tr key={row.leaf.id}>
              <Table.Th scope="row" style={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                <CriterionHeading row={row} />
              </Table.Th>
              {shown.map((alternative) => (
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
    </Box>
  );
}
