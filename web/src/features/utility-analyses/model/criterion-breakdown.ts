import type { utility } from '@keelson/core';

/** The top-level node above each node of the criteria tree (a top-level node maps to itself). */
export function topLevelOf(criteria: readonly utility.Criterion[]): Map<string, string> {
  const map = new Map<string, string>();
  const visit = (nodes: readonly utility.Criterion[], topId: string): void => {
    for (const node of nodes) {
      map.set(node.id, topId);
      if (node.kind === 'group') visit(node.children, topId);
    }
  };
  for (const node of criteria) {
    map.set(node.id, node.id);
    if (node.kind === 'group') visit(node.children, node.id);
  }
  return map;
}

/** Per top-level node, the sum of the partial utilities of its leaves: the stacks of an alternative's total utility. */
export function groupContributions(options: {
  criteria: readonly utility.Criterion[];
  leaves: readonly Pick<utility.LeafResult, 'nodeId' | 'partialUtility'>[];
}): Record<string, number> {
  const tops = topLevelOf(options.criteria);
  const sums: Record<string, number> = Object.fromEntries(options.criteria.map((node) => [node.id, 0]));
  for (const leaf of options.leaves) {
    const top = tops.get(leaf.nodeId);
    if (top !== undefined) sums[top] = (sums[top] ?? 0) + leaf.partialUtility;
  }
  return sums;
}
