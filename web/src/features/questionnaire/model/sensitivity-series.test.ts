import type { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { sensitivitySeries } from './sensitivity-series';

const template: Pick<utility.Template, 'criteria' | 'knockOuts'> = {
  criteria: [
    { kind: 'group', id: 'g1', title: 'G1', weight: 50, children: [{ kind: 'scale', id: 'c1', title: 'C1', weight: 100 }] },
    { kind: 'group', id: 'g2', title: 'G2', weight: 50, children: [{ kind: 'scale', id: 'c2', title: 'C2', weight: 100 }] },
  ],
  knockOuts: [],
};
const analysis = {
  alternatives: [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ],
  answers: {
    a: { c1: { kind: 'score', value: 8 }, c2: { kind: 'score', value: 4 } },
    b: { c1: { kind: 'score', value: 5 }, c2: { kind: 'score', value: 7 } },
  },
} satisfies Pick<utility.Analysis, 'alternatives' | 'answers'>;

const at = (series: ReturnType<typeof sensitivitySeries>, weight: number) => series?.points.find((point) => point.weight === weight)?.utilities;

describe('sensitivitySeries', () => {
  it('moves the group weight from 0 to 100 % in 5 % steps', () => {
    const series = sensitivitySeries({ template, analysis, groupId: 'g1' });
    expect(series?.current).toBeCloseTo(50);
    expect(series?.points).toHaveLength(21);
    expect(at(series, 0)?.a).toBeCloseTo(4);
    expect(at(series, 0)?.b).toBeCloseTo(7);
    expect(at(series, 100)?.a).toBeCloseTo(8);
    expect(at(series, 100)?.b).toBeCloseTo(5);
    expect(at(series, 50)?.a).toBeCloseTo(6);
    expect(at(series, 50)?.b).toBeCloseTo(6);
  });

  it('drops a root comparison matrix for the series but reports its current weight', () => {
    const series = sensitivitySeries({
      template,
      analysis: {
        ...analysis,
        pairwiseComparisons: {
          $root: [
            [1, 3],
            [1 / 3, 1],
          ],
        },
      },
      groupId: 'g1',
    });
    expect(series?.current).toBeCloseTo(75);
    expect(at(series, 0)?.a).toBeCloseTo(4);
    expect(at(series, 100)?.b).toBeCloseTo(5);
  });

  it('is null for an unknown group', () => {
    expect(sensitivitySeries({ template, analysis, groupId: 'x' })).toBeNull();
  });
});
