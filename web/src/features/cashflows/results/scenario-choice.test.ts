import { describe, expect, it } from 'vitest';
import { workedExample } from '../worked-example';
import { choicesOf, isScenarioChoice, resultOfChoice } from './scenario-choice';

const { results } = workedExample({
  scenarios: [
    { name: 'Low rates', overrides: { charterRateChange: -0.2 } },
    { name: 'High opex', overrides: { opexChange: 0.2 } },
  ],
});

describe('the scenario switch’s choices', () => {
  it('are the fixed scenarios, then each user scenario by its place', () => {
    expect(choicesOf(results).map(({ choice, result }) => [choice, result.name ?? result.scenario])).toEqual([
      ['base', 'base'],
      ['longTermAverage', 'longTermAverage'],
      ['user:0', 'Low rates'],
      ['user:1', 'High opex'],
    ]);
  });

  it('find the chosen result, and the base when the chosen user scenario is gone', () => {
    expect(resultOfChoice(results, 'user:1')?.name).toBe('High opex');
    expect(resultOfChoice(results, 'longTermAverage')?.scenario).toBe('longTermAverage');
    expect(resultOfChoice(results.slice(0, 3), 'user:1')?.scenario).toBe('base');
    expect(resultOfChoice([], 'base')).toBeUndefined();
  });

  it('tell a choice from another text', () => {
    expect(['base', 'longTermAverage', 'user:0', 'user:12'].every(isScenarioChoice)).toBe(true);
    expect(['user', 'user:', 'user:x', 'Base', ''].some(isScenarioChoice)).toBe(false);
  });
});
