import type { Analysis } from './analysis-schema';
import type { MetricValues } from './answer-score';
import { effectiveCriteria } from './effective-weights';
import { scoreAnalysis } from './score';
import { localShares, type Template } from './template-schema';

/** Where, moving a group's weight one way from its current value, another alternative takes the lead. */
export type LeadChange = { weight: number; leaderId: string };
export type GroupSensitivity = {
  groupId: string;
  /** The group's current weight as a share, 0–1. */
  weight: number;
  leaderId: string;
  increase: LeadChange | null;
  decrease: LeadChange | null;
  /** The change nearest to the current weight, null if the leader holds from 0 to 1. */
  changesAt: number | null;
};

type Line = { p0: number; p1: number; q0: number; q1: number };

/**
 * N(x) = P(x)/Q(x) as the weight x of group k moves, siblings sharing 1 − x in proportion to their weights.
 * With every group answered Q ≡ 1 and N is linear in x; an `n/a` group drops out and is rescaled away (section 3).
 */
function utilityLine(shares: readonly number[], scores: readonly (number | null)[], k: number): Line {
  const others = shares.reduce((sum, share, j) => sum + (j === k ? 0 : share), 0);
  const count = shares.length - 1;
  let beta = 0;
  let delta = 0;
  scores.forEach((score, j) => {
    if (j === k || score === null) return;
    const share = others > 0 ? (shares[j] ?? 0) / others : 1 / count;
    beta += share * score;
    delta += share;
  });
  const sk = scores[k] ?? null;
  const [alpha, gamma] = sk === null ? [0, 0] : [sk, 1];
  return { p0: beta, p1: alpha - beta, q0: delta, q1: gamma - delta };
}

/** The x in (0, 1) where two such utilities meet: P_a Q_b − P_b Q_a = c0 + c1 x + c2 x² = 0. */
function crossings(a: Line, b: Line): number[] {
  const c0 = a.p0 * b.q0 - b.p0 * a.q0;
  const c1 = a.p0 * b.q1 + a.p1 * b.q0 - b.p0 * a.q1 - b.p1 * a.q0;
  const c2 = a.p1 * b.q1 - b.p1 * a.q1;
  const tiny = 1e-12 * Math.max(Math.abs(c0), Math.abs(c1), Math.abs(c2));
  let roots: number[] = [];
  if (tiny === 0) roots = [];
  else if (Math.abs(c2) <= tiny) roots = Math.abs(c1) <= tiny ? [] : [-c0 / c1];
  else {
    const discriminant = c1 * c1 - 4 * c2 * c0;
    if (discriminant >= 0) {
      // The cancellation-free form of the quadratic formula.
      const q = -(c1 + (c1 < 0 ? -1 : 1) * Math.sqrt(discriminant)) / 2;
      roots = q === 0 ? [0] : [q / c2, c0 / q];
    }
  }
  return roots.filter((x) => x > 0 && x < 1);
}

/** The first alternative with the highest N(x), as the ranking would put it; none when no N is defined. */
function leaderAt(lines: readonly { id: string; line: Line }[], x: number): string | null {
  let best: { id: string; value: number } | null = null;
  for (const { id, line } of lines) {
    const q = line.q0 + line.q1 * x;
    if (q <= 0) continue;
    const value = (line.p0 + line.p1 * x) / q;
    if (best === null || value > best.value) best = { id, value };
  }
  return best?.id ?? null;
}

/**
 * Sensitivity of section 5 for top-level weights (shares summing to 1) and each alternative's top-level
 * scores (null for `n/a`): per group, the weight at which the leader changes when its weight moves from
 * the current value towards 1 and towards 0, solved exactly where the utilities cross.
 */
export function weightSensitivity(options: {
  groups: readonly { id: string; weight: number }[];
  alternatives: readonly { id: string; scores: readonly (number | null)[] }[];
}): GroupSensitivity[] {
  const shares = options.groups.map((group) => group.weight);
  return options.groups.flatMap((group, k) => {
    const lines = options.alternatives.map((alternative) => ({ id: alternative.id, line: utilityLine(shares, alternative.scores, k) }));
    const leaderId = leaderAt(lines, group.weight);
    if (leaderId === null) return [];
    const points = [0, 1, group.weight, ...lines.flatMap((a, i) => lines.slice(i + 1).flatMap((b) => crossings(a.line, b.line)))];
    const breakpoints = [...new Set(points)].toSorted((x, y) => x - y);
    const intervals = breakpoints.slice(1).map((hi, i) => {
      const lo = breakpoints[i] ?? 0;
      return { lo, hi, leaderId: leaderAt(lines, (lo + hi) / 2) };
    });
    const changeOf = (interval: { lo: number; hi: number; leaderId: string | null } | undefined, at: number): LeadChange | null =>
      interval?.leaderId === undefined || interval.leaderId === null ? null : { weight: at, leaderId: interval.leaderId };
    const up = intervals.find((interval) => interval.lo >= group.weight && interval.leaderId !== leaderId);
    const down = intervals.findLast((interval) => interval.hi <= group.weight && interval.leaderId !== leaderId);
    const increase = changeOf(up, up?.lo ?? 0);
    const decrease = changeOf(down, down?.hi ?? 0);
    const nearest = [increase, decrease]
      .filter((change) => change !== null)
      .toSorted((x, y) => Math.abs(x.weight - group.weight) - Math.abs(y.weight - group.weight));
    return [{ groupId: group.id, weight: group.weight, leaderId, increase, decrease, changesAt: nearest[0]?.weight ?? null }];
  });
}

/** Section 5 for a scored analysis: its top-level weights and scores, without knocked-out or unanswered alternatives. */
export function analysisSensitivity(options: {
  template: Pick<Template, 'criteria' | 'knockOuts'>;
  analysis: Pick<Analysis, 'alternatives' | 'answers' | 'weightOverrides' | 'pairwiseComparisons'>;
  metrics?: Readonly<Record<string, MetricValues>> | undefined;
}): GroupSensitivity[] {
  const { template, analysis } = options;
  const criteria = effectiveCriteria({
    criteria: template.criteria,
    weightOverrides: analysis.weightOverrides,
    pairwiseComparisons: analysis.pairwiseComparisons,
  });
  const shares = localShares(criteria);
  const groups = criteria.map((criterion, index) => ({ id: criterion.id, weight: shares[index] ?? 0 }));
  const standing = scoreAnalysis(options).filter((result) => result.knockOuts.length === 0 && result.utility !== null);
  const alternatives = standing.map((result) => {
    const scoreOf = new Map([...result.groups, ...result.leaves].filter((node) => node.parentId === null).map((node) => [node.nodeId, node.score]));
    return { id: result.alternativeId, scores: groups.map((group) => scoreOf.get(group.id) ?? null) };
  });
  return weightSensitivity({ groups, alternatives });
}
