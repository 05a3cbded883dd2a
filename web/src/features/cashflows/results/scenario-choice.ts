import type { Scenario, ScenarioResult } from '@keelson/core';

/** A fixed scenario of docs/spec/calculation.md section 9. */
export type FixedScenario = Exclude<Scenario, 'user'>;

/**
 * What the scenario switch chooses: a fixed scenario, or a user scenario by its place among the user results
 * (`user:0` the first), so that renaming the scenario being looked at keeps it chosen.
 */
export type ScenarioChoice = FixedScenario | `user:${number}`;

/** The choice of every result, in the results' order. */
export function choicesOf(results: readonly ScenarioResult[]): { choice: ScenarioChoice; result: ScenarioResult }[] {
  let users = 0;
  return results.map((result) => {
    if (result.scenario !== 'user') return { choice: result.scenario, result };
    const choice: ScenarioChoice = `user:${users}`;
    users += 1;
    return { choice, result };
  });
}

/** The result a choice names, or the first result when there is no such (a deleted user scenario). */
export function resultOfChoice(results: readonly ScenarioResult[], choice: ScenarioChoice): ScenarioResult | undefined {
  return choicesOf(results).find((entry) => entry.choice === choice)?.result ?? results[0];
}

export function isScenarioChoice(value: string): value is ScenarioChoice {
  return value === 'base' || value === 'longTermAverage' || /^user:\d+$/.test(value);
}
