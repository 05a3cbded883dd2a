import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeelsonError } from '../errors/keelson-error';
import type { Analysis, Answer } from './analysis-schema';
import { leadingAlternative } from './leader';
import { scoreAnalysis } from './score';
import { allNodes, type Criterion, type Template } from './template-schema';
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

  it('knocks out on an option too, and leaves an alternative with nothing answered unranked, after the ranked ones', () => {
    const ranked = scoreAnalysis({
      template: vesselTemplate,
      analysis: analysisOf({ empty: {}, noClass: { class: { kind: 'option', optionId: 'none' } }, low: { condition: { kind: 'score', value: 1 } } }),
    });
    // Section 3 ranks by N: `empty` has none, so it is not ranked — not even below the knocked-out `noClass`.
    expect(ranked.map((result) => [result.alternativeId, result.rank, result.utility])).toEqual([
      ['low', 1, 1],
      ['noClass', 2, 0],
      ['empty', null, null],
    ]);
    expect(ranked[1]?.knockOuts[0]?.reason).toBe('no class certificate');
  });

  it('ranks the one scored alternative above two with nothing answered or only n/a, which get no rank (issue 24)', () => {
    const ranked = scoreAnalysis({
      template: vesselTemplate,
      analysis: analysisOf({ first: {}, second: { condition: { kind: 'na' }, class: { kind: 'na' } }, scored: { condition: { kind: 'score', value: 3 } } }),
    });
    expect(ranked.map((result) => [result.alternativeId, result.rank, result.utility, result.completeness])).toEqual([
      ['scored', 1, 3, expect.closeTo(0.1, 12)],
      ['first', null, null, 0],
      ['second', null, null, 0],
    ]);
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

/** The test template with its DSCR read from the linked cashflow (minimum DSCR, worst 1 → 0, best 2 → 10), still knocked out below 1.05. */
const linkedTemplate = {
  ...vesselTemplate,
  criteria: vesselTemplate.criteria.map((group): Criterion => ({
    ...group,
    children: group.children.map((leaf): Criterion => (leaf.kind === 'number' ? { ...leaf, kind: 'cashflowMetric', metric: 'minDscr' } : leaf)),
  })),
} satisfies Pick<Template, 'criteria' | 'knockOuts'>;

describe('scoreAnalysis with a linked cashflow', () => {
  // L links a cashflow (price 0.80x scores 10, minimum DSCR 0.52 scores 0); M and N are answered by hand.
  const linkedAnswers: Answers = {
    L: { condition: { kind: 'score', value: 10 }, class: { kind: 'option', optionId: 'top' } },
    // Price 1.05x scores 5, DSCR 1.5 scores 5: N = 0.6 × 5 + 0.4 × (0.25 × 8 + 0.75 × 6) = 3 + 2.6 = 5.6.
    M: {
      price: { kind: 'number', value: 1.05 },
      dscr: { kind: 'number', value: 1.5 },
      condition: { kind: 'score', value: 8 },
      class: { kind: 'option', optionId: 'ok' },
    },
    // Finance unanswered: N = 0.25 × 4 + 0.75 × 2 = 2.5 on 40 % of the weight.
    N: { condition: { kind: 'score', value: 4 }, class: { kind: 'option', optionId: 'poor' } },
  };
  const linkedMetrics = { L: { priceToDcfValue: 0.8, minDscr: 0.52, maxLtv: 0.56 } };
  const rank = (options: { answers?: Answers; metrics?: typeof linkedMetrics }) =>
    scoreAnalysis({ template: linkedTemplate, analysis: analysisOf(options.answers ?? linkedAnswers), metrics: options.metrics });

  it("knocks out on the linked metric: L scores 0.6 × 5 + 0.4 × 10 = 7.0 but ranks last, with the DSCR's reason", () => {
    const results = rank({ metrics: linkedMetrics });
    expect(results.map((result) => [result.alternativeId, result.rank, result.utility])).toEqual([
      ['M', 1, expect.closeTo(5.6, 12)],
      ['N', 2, expect.closeTo(2.5, 12)],
      ['L', 3, expect.closeTo(7, 12)],
    ]);
    expect(results.map((result) => result.completeness)).toEqual([expect.closeTo(1, 12), expect.closeTo(0.4, 12), expect.closeTo(1, 12)]);
    expect(results[2]?.knockOuts.map((rule) => rule.reason)).toEqual(['DSCR below 1.05']);
    expect(leadingAlternative(results)?.alternativeId).toBe('M');
  });

  it('gives the linked values as the answers that count, marked as read from the cashflow', () => {
    const linked = rank({ metrics: linkedMetrics }).find((result) => result.alternativeId === 'L');
    const leaf = (leafId: string) => linked?.leaves.find((entry) => entry.nodeId === leafId);
    expect(leaf('price')).toMatchObject({ answer: { kind: 'number', value: 0.8 }, source: 'metric', score: 10 });
    expect(leaf('dscr')).toMatchObject({ answer: { kind: 'number', value: 0.52 }, source: 'metric', score: 0 });
    expect(leaf('class')).toMatchObject({ answer: { kind: 'option', optionId: 'top' }, source: 'answer', score: 10 });
  });

  it('ranks L first without the metrics: finance drops out and N(L) = 10, which no ranking of the linked analysis may show', () => {
    const results = rank({});
    expect(results.map((result) => [result.alternativeId, result.utility, result.knockOuts.length])).toEqual([
      ['L', expect.closeTo(10, 12), 0],
      ['M', expect.closeTo(5.6, 12), 0],
      ['N', expect.closeTo(2.5, 12), 0],
    ]);
    expect(results[0]?.leaves.find((entry) => entry.nodeId === 'dscr')).toMatchObject({ answer: { kind: 'na' }, source: 'none' });
  });

  it("lets an answer, n/a too, override the linked metric: L's DSCR n/a leaves price alone in finance, N = 10, no K.O.", () => {
    const answers = { ...linkedAnswers, L: { ...linkedAnswers.L, dscr: { kind: 'na' } } } satisfies Answers;
    const linked = rank({ answers, metrics: linkedMetrics }).find((result) => result.alternativeId === 'L');
    expect(linked).toMatchObject({ rank: 1, utility: expect.closeTo(10, 12), knockOuts: [] });
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
