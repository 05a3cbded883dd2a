import { rootNodeId, type Analysis } from './analysis-schema';
import type { MetricValues } from './answer-score';
import { effectiveCriteria } from './effective-weights';
import { scoreAnalysis } from './score';
import { localShares, type Template } from './template-schema';

/** One step of the series: the group's weight in percent and each alternative's total utility (null if undefined). */
export type SensitivityPoint = { weight: number; utilities: Record<string, number | null> };
export type SensitivitySeries = { groupId: string; current: number; points: SensitivityPoint[] };

/**
 * Total utility of each alternative as the weight of top-level node `groupId` goes from 0 to 100 % in `step` % steps,
 * its siblings sharing the rest in proportion to their current weights (docs/spec/utility-analysis.md section 5).
 * `current` is the group's current weight in percent. Null for an unknown group or a step that is not positive.
 */
export function weightSensitivitySeries(options: {
  template: Pick<Template, 'criteria' | 'knockOuts'>;
  analysis: Pick<Analysis, 'alternatives' | 'answers' | 'weightOverrides' | 'pairwiseComparisons'>;
  metrics?: Readonly<Record<string, MetricValues>> | undefined;
  groupId: string;
  step?: number;
}): SensitivitySeries | null {
  const { template, analysis, metrics, groupId, step = 5 } = options;
  const roots = effectiveCriteria({
    criteria: template.criteria,
    weightOverrides: analysis.weightOverrides,
    pairwiseComparisons: analysis.pairwiseComparisons,
  });
  const index = roots.findIndex((node) => node.id === groupId);
  if (index < 0 || !(step > 0)) return null;
  const shares = localShares(roots);
  const others = shares.reduce((sum, share, j) => sum + (j === index ? 0 : share), 0);
  const count = roots.length - 1;
  // The varied weights travel as top-level overrides; a root comparison matrix would take precedence over them.
  const pairwiseComparisons = Object.fromEntries(Object.entries(analysis.pairwiseComparisons ?? {}).filter(([id]) => id !== rootNodeId));
  // Weights as multiples of the step (not a running sum), so that a fractional step does not drift past 100.
  const weights = Array.from({ length: Math.floor(100 / step + 1e-9) + 1 }, (_, i) => i * step);
  const points = weights.map((weight): SensitivityPoint => {
    const x = weight / 100;
    const overrides: Record<string, number> = { ...analysis.weightOverrides };
    roots.forEach((node, j) => {
      overrides[node.id] = j === index ? 100 * x : 100 * (1 - x) * (others > 0 ? (shares[j] ?? 0) / others : 1 / count);
    });
    const results = scoreAnalysis({ template, analysis: { ...analysis, weightOverrides: overrides, pairwiseComparisons }, metrics });
    return { weight, utilities: Object.fromEntries(results.map((result) => [result.alternativeId, result.utility])) };
  });
  return { groupId, current: 100 * (shares[index] ?? 0), points };
}
