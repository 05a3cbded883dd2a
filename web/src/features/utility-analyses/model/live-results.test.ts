import type { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { liveResults } from './live-results';

const template: Pick<utility.Template, 'criteria' | 'knockOuts'> = {
  criteria: [
    { kind: 'scale', id: 'a', title: 'A', weight: 50 },
    { kind: 'scale', id: 'b', title: 'B', weight: 50 },
  ],
  knockOuts: [],
};
const alternatives = [
  { id: 'x', name: 'X' },
  { id: 'y', name: 'Y' },
];

describe('liveResults', () => {
  it('ranks and reports sensitivity', () => {
    const outcome = liveResults({
      template,
      analysis: {
        alternatives,
        answers: {
          x: { a: { kind: 'score', value: 8 }, b: { kind: 'score', value: 4 } },
          y: { a: { kind: 'score', value: 5 }, b: { kind: 'score', value: 6 } },
        },
      },
      metrics: {},
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.results.map((result) => [result.name, result.utility])).toEqual([
      ['X', 6],
      ['Y', 5.5],
    ]);
    expect(outcome.sensitivity).toHaveLength(2);
  });

  it('turns a misfit answer into a message', () => {
    const outcome = liveResults({ template, analysis: { alternatives, answers: { x: { a: { kind: 'option', optionId: 'o' } } } }, metrics: {} });
    expect(outcome.ok).toBe(false);
  });
});
