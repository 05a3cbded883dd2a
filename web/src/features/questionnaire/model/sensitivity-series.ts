import { utility } from '@keelson/core';

/** One step of the series: the group's weight in percent and each alternative's total utility (null if undefined). */
export type SensitivityPoint = { weight: number; utilities: Record<string, number | null> };
export type SensitivitySeries = { groupId: string; current: number; points: SensitivityPoint[] };

/**
 * Total utility of each alternative as the weight of top-level node `groupId` goes from 0 to 100 % in `step` % steps,
 * its siblings sharing the rest in proportion to their current weights (docs/spec/utility-analysis.md section 5). The weights
 * are passed to core as local weight overrides in percent; a root comparison matrix would take precedence over them,
 * so it is dropped for the series. `current` is the group's current weight in percent. Null for an unknown group.
 */
export function sensitivitySeries(options: {
  template: Pick<utility.Template, 'criteria' | 'knockOuts'>;
  analysis: Pick<utility.Analysis, 'alternatives' | 'answers' | 'weightOverrides' | 'pairwiseComparisons'>;
  metrics?: Readonly<Record<string, utility.MetricValues>> | undefined;
  groupId: string;
  step?: number;
}): SensitivitySeries | null {
  const { template, analysis, metrics, groupId, step = 5 } = options;
  const roots = utility.effectiveCriteria({
    criteria: template.criteria,
    weightOverrides: analysis.weightOverrides,
    pairwiseComparisons: analysis.pairwiseComparisons,
  });
  const index = roots.findIndex((node) => node.id === groupId);
  if (index < 0) return null;
  const shares = utility.localShares(roots);
  const others = shares.reduce((sum, share, j) => sum + (j === index ? 0 : share), 0);
  const count = roots.length - 1;
  const pairwiseComparisons = Object.fromEntries(Object.entries(analysis.pairwiseComparisons ?? {}).filter(([id]) => id !== utility.rootNodeId));
  const points: SensitivityPoint[] = [];
  for (let weight = 0; weight <= 100; weight += step) {
    const x = weight / 100;
    const overrides: Record<string, number> = { ...analysis.weightOverrides };
    roots.forEach((node, j) => {
      overrides[node.id] = j === index ? 100 * x : 100 * (1 - x) * (others > 0 ? (shares[j] ?? 0) / others : 1 / count);
    });
    const results = utility.scoreAnalysis({ template, analysis: { ...analysis, weightOverrides: overrides, pairwiseComparisons }, metrics });
    points.push({ weight, utilities: Object.fromEntries(results.map((result) => [result.alternativeId, result.utility])) });
  }
  return { groupId, current: 100 * (shares[index] ?? 0), points };
}
