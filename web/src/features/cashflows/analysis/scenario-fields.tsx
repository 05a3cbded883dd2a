import type { FieldError, ScenarioOverrideName, ScenarioResult, UserScenario } from '@keelson/core';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../../../lib/cashflow-draft';
import { fieldErrorText } from '../../../lib/field-error-text';
import { CashflowNumberInput } from '../components/fields/number-text-input';
import { inputIdOf, useFieldLabels } from '../components/fields/use-field-labels';
import { baseValueText, overrideInputs, scenarioPath, type OverrideInput } from './user-scenarios';

type ScenarioFieldsProps = {
  index: number;
  scenario: UserScenario;
  draft: Draft;
  /** core's base result, for the base case's values beside the overrides. */
  base: ScenarioResult | undefined;
  currency: string | null | undefined;
  /** core's field errors by path (`scenarios.0.overrides.opexChange`). */
  errors: ReadonlyMap<string, FieldError>;
  onRename: (name: string) => void;
  onOverride: (name: ScenarioOverrideName, value: number | null) => void;
  onDelete: () => void;
};

/**
 * One user scenario's name and its eight overrides. Each override is labelled with its unit and shows the base case's
 * value as context; empty leaves that value as it is. Rates and changes are typed in percent, as the form types them.
 */
export function ScenarioFields({ index, scenario, draft, base, currency, errors, onRename, onOverride, onDelete }: ScenarioFieldsProps) {
  const { t } = useTranslation();
  const { withUnit } = useFieldLabels(currency);
  const namePath = scenarioPath(index, 'name');
  const errorText = (path: string, percent = false) => {
    const error = errors.get(path);
    return error === undefined ? undefined : fieldErrorText(error, { percent }, t);
  };
  const labelOf = ({ name, unit }: OverrideInput) => {
    const label = t(`scenarios.overrides.${name}.label`);
    return unit === 'basisPoints' ? t('cashflow.labelWithUnit', { label, unit: t('scenarios.units.basisPoints') }) : withUnit(label, unit);
  };
  const descriptionOf = (name: ScenarioOverrideName) => {
    const value = baseValueText(name, draft, base, t);
    const baseCase = value === null ? t('scenarios.base.none') : t('scenarios.base.value', { value });
    return `${baseCase} ${t(`scenarios.overrides.${name}.hint`)}`;
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" gap="sm">
        <TextInput
          id={inputIdOf(namePath)}
          label={t('scenarios.name')}
          value={scenario.name}
          onChange={(event) => onRename(event.currentTarget.value)}
          error={errorText(namePath)}
          style={{ flex: '1 1 18rem', maxWidth: '28rem' }}
        />
        <Button variant="default" color="red.9" c="red.9" onClick={onDelete}>
          {t('scenarios.delete')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md" verticalSpacing="md">
        {overrideInputs.map((input) => {
          const path = scenarioPath(index, input.name);
          return (
            <CashflowNumberInput
              key={input.name}
              id={inputIdOf(path)}
              path={path}
              kind={input.kind}
              label={labelOf(input)}
              description={descriptionOf(input.name)}
              placeholder={t('scenarios.unchanged')}
              value={scenario.overrides[input.name]}
              onValueChange={(value) => onOverride(input.name, value)}
              error={errorText(path, input.kind === 'percent')}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
