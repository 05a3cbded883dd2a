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
    // One row per top-level criterion, each at its weight of 50 %, with X leading at the current weights.
    expect(outcome.sensitivity.map((row) => [row.groupId, row.weight, row.leaderId])).toEqual([
      ['a', 0.5, 'x'],
      ['b', 0.5, 'x'],
    ]);
  });

  it('turns an answer that does not fit its criterion into a message naming the criterion', () => {
    const outcome = liveResults({ template, analysis: { alternatives, answers: { x: { a: { kind: 'option', optionId: 'o' } } } }, metrics: {} });
    expect(outcome).toEqual({ ok: false, message: 'a: the answer does not fit the kind of the criterion' });
  });

  it('turns a comparison matrix of the wrong size into a message naming its node', () => {
    const outcome = liveResults({ template, analysis: { alternatives, answers: {}, pairwiseComparisons: { $root: [[1]] } }, metrics: {} });
    expect(outcome).toEqual({ ok: false, message: '$root: the comparison matrix must have one row per child of the node' });
  });
});
