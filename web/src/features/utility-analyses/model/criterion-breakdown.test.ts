import type { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { groupContributions } from './criterion-breakdown';

const criteria: utility.Criterion[] = [
  {
    kind: 'group',
    id: 'g',
    title: 'G',
    weight: 60,
    children: [
      { kind: 'scale', id: 'a', title: 'A', weight: 50 },
      { kind: 'group', id: 'h', title: 'H', weight: 50, children: [{ kind: 'scale', id: 'b', title: 'B', weight: 100 }] },
    ],
  },
  { kind: 'scale', id: 'c', title: 'C', weight: 40 },
];

describe('groupContributions', () => {
  it('sums partial utilities of nested leaves per top-level node', () => {
    const sums = groupContributions({
      criteria,
      leaves: [
        { nodeId: 'a', partialUtility: 1.5 },
        { nodeId: 'b', partialUtility: 2 },
        { nodeId: 'c', partialUtility: 3 },
      ],
    });
    expect(sums).toEqual({ g: 3.5, c: 3 });
  });
});
