import type { Analysis, Answer } from './analysis-schema';
import { knockOutFires, resolveAnswer, scoreAnswer, type AnswerSource, type MetricValues } from './answer-score';
import { effectiveCriteria } from './effective-weights';
import { allNodes, globalWeights, localShares, type Criterion, type KnockOutRule, type Template } from './template-schema';

/** One node of an alternative's breakdown. `weight` is the global weight after `n/a` rescaling; partial utility = weight × score. */
export type NodeResult = { nodeId: string; parentId: string | null; score: number | null; globalWeight: number; weight: number; partialUtility: number };
export type LeafResult = NodeResult & { answer: Answer; source: AnswerSource };

export type AlternativeResult = {
  alternativeId: string;
  name: string;
  /**
   * 1 for the best; knocked-out alternatives come last. Null for an alternative without a utility (nothing answered
   * counts): with no N it is not ranked, but listed after the ranked ones as not yet rated (section 3).
   */
  rank: number | null;
  /** N(a) on 0–10; null when nothing was answered. */
  utility: number | null;
  /** The answered share of global weight, 0–1. */
  completeness: number;
  /** The K.O. rules that fired, each with its reason; empty when the alternative stands. */
  knockOuts: KnockOutRule[];
  groups: NodeResult[];
  leaves: LeafResult[];
};

type Evaluated = { node: Criterion; score: number | null; children: Evaluated[]; answer: Answer; source: AnswerSource };

/** Σ share × score over answered siblings, rescaled to their share: `n/a` drops out (section 3). */
function rescaled(evaluated: readonly Evaluated[]): { shares: number[]; score: number | null } {
  const raw = localShares(evaluated.map((entry) => entry.node));
  const answered = raw.reduce((sum, share, index) => sum + (evaluated[index]?.score === null ? 0 : share), 0);
  const shares = raw.map((share, index) => (answered > 0 && evaluated[index]?.score !== null ? share / answered : 0));
  const score = answered > 0 ? evaluated.reduce((sum, entry, index) => sum + (shares[index] ?? 0) * (entry.score ?? 0), 0) : null;
  return { shares, score };
}

function scoreAlternative(options: {
  criteria: readonly Criterion[];
  rules: readonly KnockOutRule[];
  weights: ReadonlyMap<string, number>;
  answers: Readonly<Record<string, Answer>>;
  metrics: MetricValues | undefined;
}) {
  const { criteria, rules, weights, answers, metrics } = options;
  const evaluate = (node: Criterion): Evaluated => {
    if (node.kind === 'group') {
      const children = node.children.map(evaluate);
      return { node, children, score: rescaled(children).score, answer: { kind: 'na' }, source: 'none' };
    }
    const { answer, source } = resolveAnswer({ leaf: node, answer: answers[node.id], metrics });
    return { node, children: [], score: scoreAnswer({ leaf: node, answer }), answer, source };
  };
  const groups: NodeResult[] = [];
  const leaves: LeafResult[] = [];
  const knockOuts: KnockOutRule[] = [];
  const record = (siblings: readonly Evaluated[], parentId: string | null, parentWeight: number): void => {
    const { shares } = rescaled(siblings);
    siblings.forEach((entry, index) => {
      const weight = parentWeight * (shares[index] ?? 0);
      const { node } = entry;
      const result = { nodeId: node.id, parentId, score: entry.score, weight, partialUtility: weight * (entry.score ?? 0) };
      if (node.kind === 'group') {
        const globalWeight = allNodes(node.children).reduce((sum, child) => sum + (weights.get(child.id) ?? 0), 0);
        groups.push({ ...result, globalWeight });
        record(entry.children, node.id, weight);
      } else {
        leaves.push({ ...result, globalWeight: weights.get(node.id) ?? 0, answer: entry.answer, source: entry.source });
        knockOuts.push(...rules.filter((rule) => rule.leafId === node.id && knockOutFires({ rule, answer: entry.answer })));
      }
    });
  };
  const roots = criteria.map(evaluate);
  record(roots, null, 1);
  const utility = rescaled(roots).score;
  const completeness = leaves.reduce((sum, leaf) => sum + (leaf.score === null ? 0 : leaf.globalWeight), 0);
  return { utility, completeness, knockOuts, groups, leaves };
}

/** Knocked-out alternatives after the ones that stand, each by N descending; ties keep input order. */
function byRank(a: { utility: number; knockOuts: readonly KnockOutRule[] }, b: { utility: number; knockOuts: readonly KnockOutRule[] }): number {
  const koA = a.knockOuts.length > 0 ? 1 : 0;
  const koB = b.knockOuts.length > 0 ? 1 : 0;
  return koA !== koB ? koA - koB : b.utility - a.utility;
}

const hasUtility = <Result extends { utility: number | null }>(result: Result): result is Result & { utility: number } => result.utility !== null;

/**
 * Scores an analysis (docs/spec/utility-analysis.md section 3) with its weight overrides and comparisons applied:
 * s(a, c) per leaf, `n/a` rescaled away within each group, N(a) = Σ weight × score on 0–10, completeness,
 * K.O. rules, and the ranking by N with knocked-out alternatives last. Only alternatives with a utility are ranked
 * ("ranked by N"): one with nothing answered has no N, so it gets rank null and follows the ranked ones in input order. `metrics` maps an alternative id to
 * the metric values of its linked cashflow for `cashflowMetric` leaves; an answer overrides the metric.
 */
export function scoreAnalysis(options: {
  template: Pick<Template, 'criteria' | 'knockOuts'>;
  analysis: Pick<Analysis, 'alternatives' | 'answers' | 'weightOverrides' | 'pairwiseComparisons'>;
  metrics?: Readonly<Record<string, MetricValues>> | undefined;
}): AlternativeResult[] {
  const { template, analysis, metrics } = options;
  const criteria = effectiveCriteria({
    criteria: template.criteria,
    weightOverrides: analysis.weightOverrides,
    pairwiseComparisons: analysis.pairwiseComparisons,
  });
  const weights = globalWeights({ criteria });
  const results = analysis.alternatives.map((alternative) => ({
    alternativeId: alternative.id,
    name: alternative.name,
    ...scoreAlternative({ criteria, rules: template.knockOuts, weights, answers: analysis.answers[alternative.id] ?? {}, metrics: metrics?.[alternative.id] }),
  }));
  const ranked = results.filter(hasUtility).toSorted(byRank);
  const unrated = results.filter((result) => result.utility === null);
  return [...ranked.map((result, index) => ({ ...result, rank: index + 1 })), ...unrated.map((result) => ({ ...result, rank: null }))];
}
