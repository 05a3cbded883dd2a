import { KeelsonError } from '../errors/keelson-error';
import { ErrorCodes } from '../errors/catalogue';
import { utilityMessages } from './utility-messages';

/** Saaty's random index RI(n) for n = 1…10 (docs/spec/utility-analysis.md section 4). */
export const randomIndex = [0, 0, 0.58, 0.9, 1.12, 1.24, 1.32, 1.41, 1.45, 1.49] as const;

/** CR at or above this is shown as a warning (section 4). */
export const consistencyLimit = 0.1;

export type AhpResult = {
  /** The principal eigenvector, normalised to sum 1, in row order. */
  weights: number[];
  lambdaMax: number;
  consistencyIndex: number;
  consistencyRatio: number;
  /** The pair (i < j) with the largest |ln(a_ij · w_j / w_i)|, null for n = 1. */
  mostInconsistentPair: { i: number; j: number; ratio: number } | null;
  /** CR ≥ 0.10. */
  warning: boolean;
};

const invalid = (message: string) => new KeelsonError(ErrorCodes.invalidRequest, { message });

/** The problem of a comparison matrix (square, 1–10 rows, entries in [1/9, 9], reciprocal within 1e-9), or null. */
export function comparisonMatrixProblem(options: { matrix: readonly (readonly number[])[] }): string | null {
  const { matrix } = options;
  const n = matrix.length;
  if (n < 1 || n > randomIndex.length || matrix.some((row) => row.length !== n)) return utilityMessages.notSquare;
  const entry = (i: number, j: number): number => matrix[i]?.[j] ?? Number.NaN;
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      const value = entry(i, j);
      if (!(value >= 1 / 9 - 1e-9 && value <= 9 + 1e-9)) return utilityMessages.entryRange;
      if (Math.abs(value * entry(j, i) - 1) > 1e-9) return utilityMessages.notReciprocal;
    }
  }
  return null;
}

/** A w for the normalised vector A w (one step of the power iteration). */
function multiply(matrix: readonly (readonly number[])[], vector: readonly number[]): number[] {
  return matrix.map((row) => row.reduce((sum, value, j) => sum + value * (vector[j] ?? 0), 0));
}

/**
 * AHP weights (section 4): the principal eigenvector by power iteration until no weight moves by 1e-12,
 * normalised to sum 1; λmax; CI = (λmax − n)/(n − 1); CR = CI / RI(n), 0 for n ≤ 2; the most
 * inconsistent pair; a warning when CR ≥ 0.10. Throws `invalidRequest` for an invalid matrix.
 */
export function ahpWeights(options: { matrix: readonly (readonly number[])[] }): AhpResult {
  const { matrix } = options;
  const problem = comparisonMatrixProblem({ matrix });
  if (problem !== null) throw invalid(problem);
  const n = matrix.length;
  let weights: number[] = Array.from({ length: n }, () => 1 / n);
  // A positive matrix has a simple dominant eigenvalue (Perron), so the iteration converges; the cap is a guard.
  for (let iteration = 0; iteration < 10_000; iteration += 1) {
    const product = multiply(matrix, weights);
    const sum = product.reduce((total, value) => total + value, 0);
    const next = product.map((value) => value / sum);
    const change = next.reduce((largest, value, index) => Math.max(largest, Math.abs(value - (weights[index] ?? 0))), 0);
    weights = next;
    if (change < 1e-12) break;
  }
  const product = multiply(matrix, weights);
  const lambdaMax = product.reduce((total, value, index) => total + value / (weights[index] ?? 1), 0) / n;
  const consistencyIndex = n <= 1 ? 0 : Math.max(0, (lambdaMax - n) / (n - 1));
  const consistencyRatio = n <= 2 ? 0 : consistencyIndex / (randomIndex[n - 1] ?? Number.NaN);
  let mostInconsistentPair: AhpResult['mostInconsistentPair'] = null;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const ratio = ((matrix[i]?.[j] ?? 1) * (weights[j] ?? 1)) / (weights[i] ?? 1);
      if (mostInconsistentPair === null || Math.abs(Math.log(ratio)) > Math.abs(Math.log(mostInconsistentPair.ratio)) + 1e-12) {
        mostInconsistentPair = { i, j, ratio };
      }
    }
  }
  return { weights, lambdaMax, consistencyIndex, consistencyRatio, mostInconsistentPair, warning: consistencyRatio >= consistencyLimit };
}
