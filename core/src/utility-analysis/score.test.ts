import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeelsonError } from '../errors/keelson-error';
import type { Analysis, Answer } from './analysis-schema';
import { scoreAnalysis } from './score';
import { allNodes } from './template-schema';
import { criteriaArbitrary, vesselTemplate } from './test-support';

type Answers = Analysis['answers'];
const analysisOf = (answers: Answers, extra: Partial<Analysis> = {}) => ({
  alternatives: Object.keys(answers).map((id) => ({ id, name: `Ship ${id}` })),
  answers,
  ...extra,
});

// Global weights: price 0.3, dscr 0.3, condition 0.1, class 0.3.
const answers: Answers = {
  // price from the linked cashflow: 0.9 on worst 1.3 / best 0.8 scores 8; DSCR n/a, so price carries finance alone.
  X: { dscr: { kind: 'na' }, condition: { kind: 'score', value: 4 }, class: { kind: 'option', optionId: 'ok' } },
  // Nothing in finance: the group drops out and asset carries N alone.
  Y: { condition: { kind: 'score', value: 10 }, class: { kind: 'option', optionId: 'poor' } },
  // An answered price overrides the metric; DSCR 1.0 < 1.05 knocks Z out despite N = 7.
  Z: {
    price: { kind: 'number', value: 0.8 },
    dscr: { kind: 'number', value: 1 },
    condition: { kind: 'score', value: 10 },
    class: { kind: 'option', optionId: 'top' },
  },
};
const metrics = { X: { priceToDcfValue: 0.9 }, Z: { priceToDcfValue: 1.3 } };

describe('scoreAnalysis', () => {
  const results = scoreAnalysis({ template: vesselTemplate, analysis: analysisOf(answers), metrics });
  const byId = (id: string) => results.find((result) => result.alternativeId === id);

  it('rescales n/a away: X = 0.6 × 8 + 0.4 × (0.25 × 4 + 0.75 × 6) = 4.8 + 2.2 = 7.0, completeness 0.7', () => {
    const x = byId('X');
    expect(x?.utility).toBeCloseTo(7, 12);
    expect(x?.completeness).toBeCloseTo(0.7, 12);
    const leaf = (leafId: string) => x?.leaves.find((entry) => entry.nodeId === leafId);
    expect(leaf('price')).toMatchObject({
      source: 'metric',
      score: expect.closeTo(8, 12),
      weight: expect.closeTo(0.6, 12),
      partialUtility: expect.closeTo(4.8, 12),
    });
    expect(leaf('dscr')).toMatchObject({ source: 'none', score: null, weight: 0, partialUtility: 0, globalWeight: expect.closeTo(0.3, 12) });
    expect(leaf('class')).toMatchObject({ score: 6, weight: expect.closeTo(0.3, 12), partialUtility: expect.closeTo(1.8, 12) });
    expect(x?.groups.map((group) => [group.nodeId, group.score])).toEqual([
      ['finance', expect.closeTo(8, 12)],
      ['asset', expect.closeTo(5.5, 12)],
    ]);
    expect(x?.leaves.reduce((sum, entry) => sum + entry.partialUtility, 0)).toBeCloseTo(7, 12);
  });

  it('drops a group with no answers out of its parent: Y = 0.25 × 10 + 0.75 × 2 = 4.0, completeness 0.4', () => {
    const y = byId('Y');
    expect(y?.utility).toBeCloseTo(4, 12);
    expect(y?.completeness).toBeCloseTo(0.4, 12);
    expect(y?.groups.find((group) => group.nodeId === 'finance')).toMatchObject({ score: null, weight: 0, globalWeight: expect.closeTo(0.6, 12) });
  });

  it('ranks by N with knocked-out alternatives last, each with its reason', () => {
    expect(results.map((result) => [result.alternativeId, result.rank])).toEqual([
      ['X', 1],
      ['Y', 2],
      ['Z', 3],
    ]);
    const z = byId('Z');
    expect(z?.utility).toBeCloseTo(0.6 * 5 + 0.4 * 10, 12);
    expect(z?.knockOuts.map((rule) => rule.reason)).toEqual(['DSCR below 1.05']);
    expect(z?.leaves.find((entry) => entry.nodeId === 'price')).toMatchObject({ source: 'answer', score: 10 });
  });

  it('knocks out on an option too, and ranks an alternative with nothing answered after scored ones', () => {
    const ranked = scoreAnalysis({
      template: vesselTemplate,
      analysis: analysisOf({ empty: {}, noClass: { class: { kind: 'option', optionId: 'none' } }, low: { condition: { kind: 'score', value: 1 } } }),
    });
    expect(ranked.map((result) => [result.alternativeId, result.utility])).toEqual([
      ['low', 1],
      ['empty', null],
      ['noClass', 0],
    ]);
    expect(ranked[2]?.knockOuts[0]?.reason).toBe('no class certificate');
  });

  it('applies weight overrides and pairwise comparisons', () => {
    const overridden = scoreAnalysis({
      template: vesselTemplate,
      analysis: analysisOf({ X: answers.X ?? {} }, { weightOverrides: { finance: 20, asset: 80 } }),
      metrics,
    });
    expect(overridden[0]?.utility).toBeCloseTo(0.2 * 8 + 0.8 * 5.5, 12);
    // Asset judged 3 times as important as finance: weights 0.25 and 0.75.
    const compared = scoreAnalysis({
      template: vesselTemplate,
      analysis: analysisOf(
        { X: answers.X ?? {} },
        {
          pairwiseComparisons: {
            $root: [
              [1, 1 / 3],
              [3, 1],
            ],
          },
        },
      ),
      metrics,
    });
    expect(compared[0]?.utility).toBeCloseTo(0.25 * 8 + 0.75 * 5.5, 10);
  });

  it('rejects an answer that does not fit its criterion', () => {
    expect(() => scoreAnalysis({ template: vesselTemplate, analysis: analysisOf({ X: { class: { kind: 'score', value: 3 } } }) })).toThrow(KeelsonError);
  });
});

/** Criteria with answers (score or n/a) for a few alternatives, ids a0, a1, …. */
const scoredArbitrary = criteriaArbitrary.chain((criteria) => {
  const leafIds = allNodes(criteria).flatMap((node) => (node.kind === 'group' ? [] : [node.id]));
  const answer: fc.Arbitrary<Answer> = fc.oneof(
    fc.constant<Answer>({ kind: 'na' }),
    fc.double({ min: 0, max: 10, noNaN: true }).map((value): Answer => ({ kind: 'score', value })),
  );
  const sheet = fc
    .tuple(...leafIds.map(() => answer))
    .map((values): Record<string, Answer> => Object.fromEntries(leafIds.map((id, index): [string, Answer] => [id, values[index] ?? { kind: 'na' }])));
  return fc.tuple(fc.constant(criteria), fc.array(sheet, { minLength: 1, maxLength: 5 }));
});

describe('scoreAnalysis properties', () => {
  const run = (criteria: Parameters<typeof scoreAnalysis>[0]['template']['criteria'], sheets: Answers[string][]) =>
    scoreAnalysis({ template: { criteria, knockOuts: [] }, analysis: analysisOf(Object.fromEntries(sheets.map((sheet, index) => [`a${index}`, sheet]))) });

  it('keeps N within 0–10 and completeness within 0–1', () => {
    fc.assert(
      fc.property(scoredArbitrary, ([criteria, sheets]) =>
        run(criteria, sheets).every(
          ({ utility, completeness }) => (utility === null || (utility >= -1e-12 && utility <= 10 + 1e-12)) && completeness >= 0 && completeness <= 1 + 1e-12,
        ),
      ),
    );
  });

  it('keeps the ranking when every score is scaled by the same factor', () => {
    fc.assert(
      fc.property(scoredArbitrary, fc.double({ min: 0.01, max: 1, noNaN: true }), ([criteria, sheets], factor) => {
        const scaled = sheets.map((sheet) =>
          Object.fromEntries(
            Object.entries(sheet).map(([id, answer]): [string, Answer] => [
              id,
              answer.kind === 'score' ? { kind: 'score', value: answer.value * factor } : answer,
            ]),
          ),
        );
        const before = new Map(run(criteria, sheets).map((result) => [result.alternativeId, result]));
        const after = run(criteria, scaled);
        // Alternatives whose N differ by more than rounding keep their order; the scaled N is factor × N.
        return after.every((result, index) => {
          const original = before.get(result.alternativeId);
          const next = after[index + 1];
          const nextOriginal = next === undefined ? undefined : before.get(next.alternativeId);
          const scaledRight =
            result.utility === null ? original?.utility === null : Math.abs(result.utility - factor * (original?.utility ?? Number.NaN)) < 1e-9;
          const ordered = nextOriginal?.utility == null || original?.utility == null || original.utility >= nextOriginal.utility - 1e-9;
          return scaledRight && ordered;
        });
      }),
    );
  });
});
