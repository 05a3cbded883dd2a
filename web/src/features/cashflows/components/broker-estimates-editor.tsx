import { ActionIcon, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { brokerEstimatePath, type ErrorsByPath } from '../model/field-errors';
import type { WarningsByPath } from '../model/plausibility';
import { removeAt, replaceAt } from '../model/list-edits';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { useWarningProps } from './fields/field-warning';
import { CashflowNumberInput } from './fields/number-text-input';
import { inputIdOf, useFieldLabels } from './fields/use-field-labels';
import { ListAddFooter } from './list-add-footer';

const field = 'brokerValueEsimationsCurr';
const noEstimates: (number | null)[] = [];
const addButtonId = 'cashflow-broker-add';

/** The broker value estimations: a list of amounts to add to and remove from; their mean is the second-hand price. */
type BrokerEstimatesEditorProps = { errors: ErrorsByPath; warnings: WarningsByPath; currency: string | null | undefined };

export const BrokerEstimatesEditor = memo(function BrokerEstimatesEditor({ errors, warnings, currency }: BrokerEstimatesEditorProps) {
  const { t } = useTranslation();
  const { fieldLabel, errorText } = useFieldLabels(currency);
  const warningProps = useWarningProps(currency);
  const estimates = useCashflowDraftStore((state) => state.draft.brokerValueEsimationsCurr) ?? noEstimates;
  const setField = useCashflowDraftStore((state) => state.setField);
  const listError = errorText(errors.get(field));

  const add = () => {
    setField(field, [...estimates, null]);
    requestAnimationFrame(() => document.getElementById(inputIdOf(brokerEstimatePath(estimates.length)))?.focus());
  };

  return (
    <Fieldset
      legend={fieldLabel(field)}
      variant="unstyled"
      id={inputIdOf(field)}
      tabIndex={-1}
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('cashflow.broker.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {estimates.map((estimate, index) => {
            const number = index + 1;
            return (
              <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
                <CashflowNumberInput
                  id={inputIdOf(brokerEstimatePath(index))}
                  path={brokerEstimatePath(index)}
                  label={t('cashflow.broker.entry', { number })}
                  kind="number"
                  value={estimate}
                  onValueChange={(value) => setField(field, replaceAt(estimates, index, value))}
                  error={errorText(errors.get(brokerEstimatePath(index)))}
                  {...warningProps(warnings.get(brokerEstimatePath(index)))}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="default"
                  size="input-sm"
                  aria-label={t('cashflow.broker.remove', { number })}
                  onClick={() => {
                    setField(field, removeAt(estimates, index));
                    requestAnimationFrame(() => document.getElementById(addButtonId)?.focus());
                  }}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
            );
          })}
        </SimpleGrid>
        <ListAddFooter listError={listError} addButtonId={addButtonId} label={t('cashflow.broker.add')} onAdd={add} />
      </Stack>
    </Fieldset>
  );
});
