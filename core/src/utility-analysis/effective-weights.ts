import { KeelsonError } from '../errors/keelson-error';
import { ErrorCodes } from '../errors/catalogue';
import { ahpWeights } from './ahp';
import { rootNodeId } from './analysis-schema';
import type { Criterion } from './template-schema';
import { utilityMessages } from './utility-messages';

/**
 * The criteria tree with the analysis's weights (docs/spec/utility-analysis.md sections 1, 2 and 4): a pairwise
 * comparison matrix for a group (or `$root` for the top level) sets its children's weights to the AHP
 * weights; otherwise a weight override replaces a node's local weight. The template stays untouched.
 */
export function effectiveCriteria(options: {
  criteria: readonly Criterion[];
  weightOverrides?: Readonly<Record<string, number>> | undefined;
  pairwiseComparisons?: Readonly<Record<string, readonly (readonly number[])[]>> | undefined;
}): Criterion[] {
  const { weightOverrides = {}, pairwiseComparisons = {} } = options;
  const reweigh = (criteria: readonly Criterion[], parentId: string): Criterion[] => {
    const matrix = pairwiseComparisons[parentId];
    if (matrix !== undefined && matrix.length !== criteria.length) {
      throw new KeelsonError(ErrorCodes.invalidRequest, { message: `${parentId}: ${utilityMessages.matrixSize}` });
    }
    const ahp = matrix === undefined ? null : ahpWeights({ matrix }).weights;
    return criteria.map((criterion, index) => {
      const weight = ahp === null ? (weightOverrides[criterion.id] ?? criterion.weight) : 100 * (ahp[index] ?? 0);
      return criterion.kind === 'group' ? { ...criterion, weight, children: reweigh(criterion.children, criterion.id) } : { ...criterion, weight };
    });
  };
  return reweigh(options.criteria, rootNodeId);
}
