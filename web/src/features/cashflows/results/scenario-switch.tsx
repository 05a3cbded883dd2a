import type { ScenarioResult } from '@keelson/core';
import { NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { choicesOf, isScenarioChoice, type ScenarioChoice } from './scenario-choice';

type ScenarioSwitchProps = { results: readonly ScenarioResult[]; value: ScenarioChoice; onChange: (choice: ScenarioChoice) => void };

/**
 * Chooses which scenario the results show: the two of docs/spec/calculation.md section 9 side by side, and, once
 * the cashflow has user scenarios, all of them in a list, each user scenario by its name.
 */
export const ScenarioSwitch = memo(function ScenarioSwitch({ results, value, onChange }: ScenarioSwitchProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const descriptionId = useId();
  const choices = choicesOf(results).map(({ choice, result }) => ({
    value: choice,
    label: result.scenario === 'user' ? (result.name ?? '') : t(`cashflowResults.scenario.${result.scenario}`),
    description:
      result.scenario === 'user'
        ? t('userScenarios.switchDescription', { name: result.name ?? '' })
        : t(`cashflowResults.scenario.${result.scenario}Description`),
  }));
  const chosen = choices.find((choice) => choice.value === value) ?? choices[0];
  const choose = (next: string) => {
    if (isScenarioChoice(next)) onChange(next);
  };
  const data = choices.map(({ value: choice, label }) => ({ value: choice, label }));
  const common = { 'aria-labelledby': labelId, 'aria-describedby': descriptionId, value: chosen?.value, data, maw: 480 } as const;
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={600}>
        {t('cashflowResults.scenario.label')}
      </Text>
      {choices.length > 2 ? (
        <NativeSelect {...common} onChange={(event) => choose(event.currentTarget.value)} />
      ) : (
        <SegmentedControl {...common} onChange={choose} />
      )}
      <Text id={descriptionId} size="sm" c="gray.7">
        {chosen?.description}
      </Text>
    </Stack>
  );
}, sameChoices);

/** The switch shows the scenarios by name only: new results of the same scenarios draw nothing new. */
function sameChoices(before: ScenarioSwitchProps, after: ScenarioSwitchProps): boolean {
  return (
    before.value === after.value &&
    before.onChange === after.onChange &&
    before.results.length === after.results.length &&
    before.results.every((result, index) => result.scenario === after.results[index]?.scenario && result.name === after.results[index]?.name)
  );
}
