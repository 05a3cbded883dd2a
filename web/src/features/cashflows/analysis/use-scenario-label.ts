import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { scenarioLabel, type ComparedScenario } from './scenario-comparison';

/** A scenario's name in the active language: "Base case", "Long-term average", or the user's own name. */
export function useScenarioLabel() {
  const { t } = useTranslation();
  return useCallback(
    (scenario: Pick<ComparedScenario, 'scenario' | 'name'>) =>
      scenarioLabel(scenario, { base: t('cashflowResults.scenario.base'), longTermAverage: t('cashflowResults.scenario.longTermAverage') }),
    [t],
  );
}
