import type { Scenario } from '@keelson/core';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const scenarios: readonly Scenario[] = ['base', 'longTermAverage'];

/** Chooses which of the two scenarios of docs/spec/calculation.md section 9 the results show. */
export function ScenarioSwitch({ value, onChange }: { value: Scenario; onChange: (scenario: Scenario) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={600}>
        {t('cashflowResults.scenario.label')}
      </Text>
      <SegmentedControl<Scenario>
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        value={value}
        onChange={onChange}
        data={scenarios.map((scenario) => ({ value: scenario, label: t(`cashflowResults.scenario.${scenario}`) }))}
        maw={480}
      />
      <Text id={descriptionId} size="sm" c="gray.7">
        {t(`cashflowResults.scenario.${value}Description`)}
      </Text>
    </Stack>
  );
}
