import { calculate, type Scenario, type ScenarioResult } from '@keelson/core';
import example from '../../../../../core/fixtures/calculation-example.json' with { type: 'json' };

/** For the tests beside this file: one scenario of the worked example of docs/spec/calculation.md section 10. */
export function workedExampleResult(scenario: Scenario = 'base'): ScenarioResult {
  const outcome = calculate(example.input);
  if (!outcome.ok) throw new Error(`the worked example does not calculate: ${JSON.stringify(outcome.errors)}`);
  const result = outcome.results.find((candidate) => candidate.scenario === scenario);
  if (result === undefined) throw new Error(`the worked example has no ${scenario} scenario`);
  return result;
}
