import { describe, expect, it } from 'vitest';
import { scoreAnalysis } from './score';
import { weightSensitivitySeries } from './sensitivity-series';
import type { Template } from './template-schema';

// Two groups: finance 60 % (price 50 %, DSCR 50 %) and asset 40 % (condition 50 %, class 50 %).
const scale = (id: string) => ({ kind: 'scale' as const, id, title: id, weight: 50 });
const template = {
  criteria: [
    { kind: 'group', id: 'finance', title: 'Finance', weight: 60, children: [scale('price'), scale('dscr')] },
    { kind: 'group', id: 'asset', title: 'Asset', weight: 40, children: [scale('condition'), scale('class')] },
  ],
  knockOuts: [],
} satisfies Pick<Template, 'criteria' | 'knockOuts'>;
const score = (value: number) => ({ kind: 'score' as const, value });
// A: finance (8 + 6) / 2 = 7, asset (5 + 3) / 2 = 4. B: finance (2 + 4) / 2 = 3, asset (9 + 7) / 2 = 8.
const analysis = {
  alternatives: [
    { id: 'A', name: 'A' },
    { id: 'B', name: 'B' },
  ],
  answers: {
    A: { price: score(8), dscr: score(6), condition: score(5), class: score(3) },
    B: { price: score(2), dscr: score(4), condition: score(9), class: score(7) },
  },
};

const utilitiesAt = (series: ReturnType<typeof weightSensitivitySeries>, weight: number) => series?.points.find((point) => point.weight === weight)?.utilities;
const utilitiesOf = (results: ReturnType<typeof scoreAnalysis>) => Object.fromEntries(results.map((result) => [result.alternativeId, result.utility]));

describe('weightSensitivitySeries', () => {
  it('gives the hand-computed utilities at finance weights 0, 50 and 100 %', () => {
    const series = weightSensitivitySeries({ template, analysis, groupId: 'finance' });
    expect(series?.groupId).toBe('finance');
    expect(series?.current).toBeCloseTo(60, 12);
    expect(series?.points.map((point) => point.weight)).toEqual(Array.from({ length: 21 }, (_, i) => 5 * i));
    // Weight 0: the asset scores alone, A 4 and B 8; 50 %: A (7 + 4) / 2 = 5.5, B (3 + 8) / 2 = 5.5; 100 %: the finance scores.
    expect(utilitiesAt(series, 0)).toEqual({ A: expect.closeTo(4, 12), B: expect.closeTo(8, 12) });
    expect(utilitiesAt(series, 50)).toEqual({ A: expect.closeTo(5.5, 12), B: expect.closeTo(5.5, 12) });
    expect(utilitiesAt(series, 100)).toEqual({ A: expect.closeTo(7, 12), B: expect.closeTo(3, 12) });
  });

  it("equals scoreAnalysis's utilities at the group's current weight", () => {
    const series = weightSensitivitySeries({ template, analysis, groupId: 'asset', step: 10 });
    expect(series?.current).toBeCloseTo(40, 12);
    // At 40 %: A 0.6 × 7 + 0.4 × 4 = 5.8, B 0.6 × 3 + 0.4 × 8 = 5.0.
    expect(utilitiesAt(series, 40)).toEqual({ A: expect.closeTo(5.8, 12), B: expect.closeTo(5, 12) });
    const scored = utilitiesOf(scoreAnalysis({ template, analysis }));
    expect(utilitiesAt(series, 40)).toEqual({ A: expect.closeTo(scored.A ?? Number.NaN, 12), B: expect.closeTo(scored.B ?? Number.NaN, 12) });
  });

  it('starts from weights set by a root comparison matrix and reproduces them at the current weight', () => {
    // Finance judged 3 times as important as asset: weights 0.75 and 0.25; A 0.75 × 7 + 0.25 × 4 = 6.25, B 0.75 × 3 + 0.25 × 8 = 4.25.
    const compared = {
      ...analysis,
      pairwiseComparisons: {
        $root: [
          [1, 3],
          [1 / 3, 1],
        ],
      },
    };
    const series = weightSensitivitySeries({ template, analysis: compared, groupId: 'finance', step: 25 });
    expect(series?.current).toBeCloseTo(75, 9);
    expect(series?.points.map((point) => point.weight)).toEqual([0, 25, 50, 75, 100]);
    const scored = utilitiesOf(scoreAnalysis({ template, analysis: compared }));
    expect(scored).toEqual({ A: expect.closeTo(6.25, 9), B: expect.closeTo(4.25, 9) });
    expect(utilitiesAt(series, 75)).toEqual({ A: expect.closeTo(scored.A ?? Number.NaN, 9), B: expect.closeTo(scored.B ?? Number.NaN, 9) });
  });

  it('keeps an unanswered alternative null and an n/a group out of the sum', () => {
    const partial = {
      ...analysis,
      alternatives: [...analysis.alternatives, { id: 'C', name: 'C' }],
      answers: { ...analysis.answers, C: { price: score(10) } },
    };
    const series = weightSensitivitySeries({ template, analysis: partial, groupId: 'asset' });
    // C has only finance answered: 10 at every weight below 100 %, where finance drops to zero weight and nothing counts.
    expect(utilitiesAt(series, 0)?.C).toBeCloseTo(10, 12);
    expect(utilitiesAt(series, 95)?.C).toBeCloseTo(10, 12);
    expect(utilitiesAt(series, 100)?.C).toBeNull();
  });

  it('is null for an unknown group or a step that is not positive', () => {
    expect(weightSensitivitySeries({ template, analysis, groupId: 'nowhere' })).toBeNull();
    expect(weightSensitivitySeries({ template, analysis, groupId: 'finance', step: 0 })).toBeNull();
  });
});
