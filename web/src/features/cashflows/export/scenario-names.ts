import type { Scenario, ScenarioResult } from '@keelson/core';
import type { ExportLabels } from './labels';

/** The two scenarios of docs/spec/calculation.md section 9 that every cashflow has. */
export type FixedScenario = Exclude<Scenario, 'user'>;
export const fixedScenarios: readonly FixedScenario[] = ['base', 'longTermAverage'];

/** Which result an export shows: a fixed scenario, or a user scenario by its name (names are unique). */
export type ScenarioChoice = FixedScenario | { name: string };

/** The result of a choice, or undefined when the results have none such. */
export function resultOfChoice(results: readonly ScenarioResult[], choice: ScenarioChoice): ScenarioResult | undefined {
  if (typeof choice === 'string') return results.find((result) => result.scenario === choice);
  return results.find((result) => result.scenario === 'user' && result.name === choice.name);
}

/** A scenario's name in an export: the fixed ones' in the language, a user scenario's as its author named it. */
export function scenarioName(result: Pick<ScenarioResult, 'scenario' | 'name'>, labels: ExportLabels): string {
  return result.scenario === 'user' ? (result.name ?? '') : labels.scenarios[result.scenario];
}
