import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreAnalysis } from './score';
import { analysisSensitivity, weightSensitivity } from './sensitivity';
import type { Template } from './template-schema';

// The example of section 5: three criteria weighted 50 / 30 / 20.
const template = {
  criteria: ['g1', 'g2', 'g3'].map((id, index) => ({ kind: 'scale' as const, id, title: id, weight: [50, 30, 20][index] ?? 0 })),
  knockOuts: [],
} satisfies Pick<Template, 'criteria' | 'knockOuts'>;
const score = (value: number) => ({ kind: 'score' as const, value });
const analysis = {
  alternatives: [
    { id: 'A', name: 'A' },
    { id: 'B', name: 'B' },
  ],
  answers: { A: { g1: score(8), g2: score(5), g3: score(4) }, B: { g1: score(6), g2: score(8), g3: score(7) } },
};

describe('sensitivity', () => {
  it('gives N(A) = 6.30 and N(B) = 6.80; A overtakes B once the first weight reaches 0.60', () => {
    const ranking = scoreAnalysis({ template, analysis });
    expect(ranking.map((result) => [result.alternativeId, result.utility])).toEqual([
      ['B', expect.closeTo(6.8, 12)],
      ['A', expect.closeTo(6.3, 12)],
    ]);
    const [first, second, third] = analysisSensitivity({ template, analysis });
    expect(first).toMatchObject({
      groupId: 'g1',
      weight: 0.5,
      leaderId: 'B',
      increase: { leaderId: 'A', weight: expect.closeTo(0.6, 12) },
      decrease: null,
      changesAt: expect.closeTo(0.6, 12),
    });
    // g2 (siblings 5 : 2): N_A = 5x + (48/7)(1 − x) and N_B = 8x + (44/7)(1 − x) meet at x = (4/7) / (25/7) = 0.16.
    expect(second).toMatchObject({ groupId: 'g2', leaderId: 'B', increase: null, decrease: { leaderId: 'A', weight: expect.closeTo(0.16, 12) } });
    // g3 (siblings 5 : 3): N_A = 4x + 6.875(1 − x), N_B = 7x + 6.75(1 − x): B leads at every weight above 0.125 / 3.125 = 0.04.
    expect(third).toMatchObject({ groupId: 'g3', decrease: { leaderId: 'A', weight: expect.closeTo(0.04, 12) }, changesAt: expect.closeTo(0.04, 12) });
  });

  it('is null when the leader wins everywhere', () => {
    const result = weightSensitivity({
      groups: [
        { id: 'g1', weight: 0.5 },
        { id: 'g2', weight: 0.5 },
      ],
      alternatives: [
        { id: 'A', scores: [9, 9] },
        { id: 'B', scores: [1, 8] },
      ],
    });
    expect(result.map((entry) => entry.changesAt)).toEqual([null, null]);
  });

  it('treats an n/a group as dropped out: it does not move that alternative', () => {
    // B has no answer in g1, so N_B = 6 at every weight; N_A = 10x + 2(1 − x) reaches 6 at x = 0.5.
    const [first] = weightSensitivity({
      groups: [
        { id: 'g1', weight: 0.2 },
        { id: 'g2', weight: 0.8 },
      ],
      alternatives: [
        { id: 'A', scores: [10, 2] },
        { id: 'B', scores: [null, 6] },
      ],
    });
    expect(first).toMatchObject({ leaderId: 'B', increase: { leaderId: 'A', weight: expect.closeTo(0.5, 12) } });
  });

  it('reports a weight where the two leaders tie, with the old leader ahead just before it', () => {
    const alternatives = fc.array(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 3, maxLength: 3 }), { minLength: 2, maxLength: 4 });
    const weights = fc.tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }));
    fc.assert(
      fc.property(alternatives, weights, (scores, raw) => {
        const total = raw[0] + raw[1] + raw[2];
        const groups = raw.map((value, index) => ({ id: `g${index}`, weight: value / total }));
        const entries = scores.map((row, index) => ({ id: `a${index}`, scores: row }));
        return weightSensitivity({ groups, alternatives: entries }).every((result, k) => {
          const utilityAt = (id: string, x: number): number => {
            const row = entries.find((entry) => entry.id === id)?.scores ?? [];
            const others = 1 - (groups[k]?.weight ?? 0);
            return row.reduce((sum, value, j) => sum + value * (j === k ? x : ((1 - x) * (groups[j]?.weight ?? 0)) / others), 0);
          };
          return [result.increase, result.decrease].every(
            (change) => change === null || Math.abs(utilityAt(change.leaderId, change.weight) - utilityAt(result.leaderId, change.weight)) < 1e-9,
          );
        });
      }),
    );
  });
});
