import { Button, Fieldset, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { utility } from '@keelson/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionnaireLayout } from '../hooks/use-layout';
import type { DraftAlternative } from '../model/draft';
import { useAnalysisStore } from '../store/analysis-store';
import { CaptionedTable } from './captioned-table';

const draftValue = '$draft';

/** Add, rename, remove alternatives and link each to a saved cashflow or to the current cashflow draft. */
export function AlternativesEditor({
  alternatives,
  cashflows,
  signedIn,
  withMetrics,
}: {
  alternatives: readonly DraftAlternative[];
  cashflows: readonly { id: string; title?: string | null | undefined; shipName?: string | null | undefined }[];
  signedIn: boolean;
  /** The alternatives whose linked cashflow gave metrics; null while the saved cashflows load. */
  withMetrics: ReadonlySet<string> | null;
}) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const { addAlternative, renameAlternative, removeAlternative, linkCashflow } = useAnalysisStore();
  const { phone, controlSize } = useQuestionnaireLayout();
  const options = [
    { value: draftValue, label: t('questionnaire.alternatives.draftCashflow') },
    ...cashflows.map((cashflow) => ({
      value: cashflow.id,
      label: cashflow.title ?? cashflow.shipName ?? t('questionnaire.alternatives.untitledCashflow', { id: cashflow.id.slice(0, 8) }),
    })),
  ];
  const full = alternatives.length >= utility.maxAlternatives;
  const add = () => {
    if (full) return;
    const name = newName.trim() === '' ? t('questionnaire.alternatives.defaultName', { number: alternatives.length + 1 }) : newName.trim();
    addAlternative(name);
    setNewName('');
  };
  const nameField = (alternative: DraftAlternative, index: number) => (
    <TextInput
      aria-label={t('questionnaire.alternatives.rename', { number: index + 1 })}
      value={alternative.name}
      maxLength={200}
      size={controlSize}
      onChange={(event) => renameAlternative(alternative.id, event.currentTarget.value)}
    />
  );
  const cashflowField = (alternative: DraftAlternative) => {
    const linked = alternative.useDraftCashflow === true ? draftValue : (alternative.cashflowId ?? null);
    return (
      <>
        <Select
          aria-label={t('questionnaire.alternatives.cashflow', { name: alternative.name })}
          placeholder={t('questionnaire.alternatives.noCashflow')}
          data={options}
          value={linked}
          clearable
          size={controlSize}
          onChange={(value) =>
            linkCashflow(alternative.id, value === null ? { kind: 'none' } : value === draftValue ? { kind: 'draft' } : { kind: 'saved', cashflowId: value })
          }
        />
        {linked !== null && withMetrics !== null && !withMetrics.has(alternative.id) ? (
          <Text size="sm" c="orange.8">
            {t('questionnaire.alternatives.metricsMissing')}
          </Text>
        ) : null}
      </>
    );
  };
  const removeButton = (alternative: DraftAlternative) => (
    <Button variant="subtle" color="red" size={controlSize} maw="100%" onClick={() => removeAlternative(alternative.id)}>
      {t('questionnaire.alternatives.remove', { name: alternative.name })}
    </Button>
  );
  return (
    <Stack gap="sm">
      {alternatives.length === 0 ? null : phone ? (
        // On a phone each alternative is a card of its own, its fields below each other.
        <Stack gap="sm">
          {alternatives.map((alternative, index) => (
            <Fieldset key={alternative.id} legend={t('questionnaire.alternatives.defaultName', { number: index + 1 })} p="sm">
              <Stack gap="xs">
                {nameField(alternative, index)}
                {cashflowField(alternative)}
                <Group justify="flex-end">{removeButton(alternative)}</Group>
              </Stack>
            </Fieldset>
          ))}
        </Stack>
      ) : (
        <CaptionedTable
          minWidth={600}
          caption={t('questionnaire.alternatives.caption')}
          head={[t('questionnaire.alternatives.name'), t('questionnaire.alternatives.cashflowColumn'), t('questionnaire.alternatives.actions')]}
        >
          {alternatives.map((alternative, index) => (
            <Table.Tr key={alternative.id}>
              <Table.Td>{nameField(alternative, index)}</Table.Td>
              <Table.Td>{cashflowField(alternative)}</Table.Td>
              <Table.Td>{removeButton(alternative)}</Table.Td>
            </Table.Tr>
          ))}
        </CaptionedTable>
      )}
      {signedIn ? null : <Text size="sm">{t('questionnaire.alternatives.signInForCashflows')}</Text>}
      {alternatives.length < 2 ? <Text size="sm">{t('questionnaire.alternatives.atLeastTwo')}</Text> : null}
      {full ? (
        <Text size="sm" id="alternatives-full">
          {t('questionnaire.alternatives.atMost', { max: utility.maxAlternatives })}
        </Text>
      ) : null}
      <Group align="end">
        <TextInput
          label={t('questionnaire.alternatives.newName')}
          value={newName}
          maxLength={200}
          size={controlSize}
          onChange={(event) => setNewName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
        />
        <Button onClick={add} disabled={full} size={controlSize} aria-describedby={full ? 'alternatives-full' : undefined}>
          {t('questionnaire.alternatives.add')}
        </Button>
      </Group>
    </Stack>
  );
}
