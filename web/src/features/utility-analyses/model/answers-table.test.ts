import type { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { alternativeColumnMin, anchorText, answerSections, columnsThatFit, criterionColumnMin, withAnswer } from './answers-table';

const criteria: utility.Criterion[] = [
  {
    kind: 'group',
    id: 'asset',
    title: 'Asset',
    weight: 60,
    children: [
      { kind: 'scale', id: 'class', title: 'Class status', weight: 50, anchors: [{ point: 10, text: 'Top' }] },
      {
        kind: 'group',
        id: 'tech',
        title: 'Technical',
        weight: 50,
        children: [{ kind: 'number', id: 'age', title: 'Age', weight: 100, unit: 'years', transformation: { kind: 'linear', worst: 25, best: 0 } }],
      },
    ],
  },
  { kind: 'choice', id: 'flag', title: 'Flag', weight: 40, options: [{ id: 'eu', label: 'EU', score: 10 }] },
];

describe('answerSections', () => {
  it('groups leaves by top-level node with their sub-group path', () => {
    const sections = answerSections(criteria);
    expect(sections.map((section) => [section.title, section.rows.map((row) => [row.leaf.id, row.path])])).toEqual([
      [
        'Asset',
        [
          ['class', []],
          ['age', ['Technical']],
        ],
      ],
      ['Flag', [['flag', []]]],
    ]);
  });
});

describe('withAnswer', () => {
  it('sets and clears one cell', () => {
    const set = withAnswer({}, 'a', 'class', { kind: 'score', value: 7 });
    expect(set).toEqual({ a: { class: { kind: 'score', value: 7 } } });
    expect(withAnswer(set, 'a', 'class', undefined)).toEqual({ a: {} });
  });
});

describe('anchorText', () => {
  it('prefers the leaf anchor over the scale anchor', () => {
    const leaf = criteria[0]?.kind === 'group' ? criteria[0].children[0] : undefined;
    if (leaf === undefined || leaf.kind === 'group') throw new Error('fixture');
    const scale = [
      { point: 10, text: 'Excellent' },
      { point: 0, text: 'Poor' },
    ];
    expect(anchorText(leaf, scale, 10)).toBe('Top');
    expect(anchorText(leaf, scale, 0)).toBe('Poor');
    expect(anchorText(leaf, scale, 3)).toBeNull();
  });
});

describe('columnsThatFit', () => {
  // At 1440 px the ratings get 1108 px (Container lg less its padding) − 272 px (live ranking) − 24 px (gap) = 812 px.
  it('fits three alternatives in the 812 px the ratings have at 1440 px, not four', () => {
    expect(columnsThatFit(812, 3)).toBe(3);
    expect(columnsThatFit(812, 4)).toBe(3);
  });
  it('shows every column before the width is measured, and at least one', () => {
    expect(columnsThatFit(0, 5)).toBe(5);
    expect(columnsThatFit(300, 2)).toBe(1);
    expect(criterionColumnMin + 2 * alternativeColumnMin).toBeLessThan(812);
  });
});
