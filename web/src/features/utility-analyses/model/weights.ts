import type { utility } from '@keelson/core';

/**
 * The overrides with one node's local weight set; an empty value removes the override. A typed weight equal to the
 * template's stays an override (the same weight), so that the field keeps showing what was typed.
 */
export function withWeightOverride(
  overrides: Readonly<Record<string, number>>,
  node: Pick<utility.Criterion, 'id' | 'weight'>,
  value: number | string | null,
): Record<string, number> {
  const { [node.id]: _old, ...rest } = overrides;
  if (value === null || value === '' || typeof value === 'string' || !Number.isFinite(value)) return rest;
  return { ...rest, [node.id]: Math.min(100, Math.max(0, value)) };
}

/** A node's local weight in percent with the overrides applied. */
export function localWeight(overrides: Readonly<Record<string, number>>, node: Pick<utility.Criterion, 'id' | 'weight'>): number {
  return overrides[node.id] ?? node.weight;
}

/** The sum of sibling weights after overrides, to show when it is not 100. */
export function siblingSum(overrides: Readonly<Record<string, number>>, nodes: readonly Pick<utility.Criterion, 'id' | 'weight'>[]): number {
  return nodes.reduce((sum, node) => sum + localWeight(overrides, node), 0);
}

/** A neutral n × n comparison matrix (all ones). */
export function neutralMatrix(n: number): number[][] {
  return Array.from({ length: n }, () => Array.from({ length: n }, () => 1));
}

/** The point of Saaty's scale (1/9 … 1 … 9) nearest to a ratio, on a log scale; 0 and ∞ go to the ends. */
export function snapToSaaty(ratio: number): number {
  if (Number.isNaN(ratio)) return 1;
  if (ratio <= 0) return 1 / 9;
  if (!Number.isFinite(ratio)) return 9;
  return saatyValue(saatyText(ratio));
}

/**
 * The comparison matrix that starts a pairwise comparison from the weights in force (docs/spec/utility-analysis.md
 * section 4): a_ij = w_i / w_j snapped to the nearest point of Saaty's scale, a_ji = 1 / a_ij, so that turning the
 * comparison on keeps the order and, as far as the scale allows, the ratios of the weights rather than resetting them
 * to equal. Two zero weights compare as equal; a zero against a positive weight is the scale's end.
 */
export function matrixFromWeights(weights: readonly number[]): number[][] {
  const matrix = neutralMatrix(weights.length);
  weights.forEach((wi, i) => {
    weights.forEach((wj, j) => {
      if (j <= i) return;
      const value = wi === 0 && wj === 0 ? 1 : snapToSaaty(wi / wj);
      const row = matrix[i];
      const column = matrix[j];
      if (row !== undefined && column !== undefined) {
        row[j] = value;
        column[i] = 1 / value;
      }
    });
  });
  return matrix;
}

/** A point of Saaty's scale above 1: how much more important the preferred side is. */
export type SaatyDegree = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
const degrees: readonly SaatyDegree[] = [2, 3, 4, 5, 6, 7, 8, 9];

/** Which side a judgement a_ij prefers and how strongly: 'a' (i) or 'b' (j) with the Saaty point 2–9, or 'equal'. */
export function judgementSide(value: number): { side: 'equal' } | { side: 'a' | 'b'; degree: SaatyDegree } {
  const snapped = snapToSaaty(value);
  const side = snapped > 1 + 1e-9 ? 'a' : snapped < 1 - 1e-9 ? 'b' : 'equal';
  if (side === 'equal') return { side };
  const point = Math.round(side === 'a' ? snapped : 1 / snapped);
  return { side, degree: degrees.find((degree) => degree === point) ?? 9 };
}
/** The matrix with a_ij = value and a_ji = 1/value, keeping it reciprocal. */
export function withJudgement(matrix: readonly (readonly number[])[], i: number, j: number, value: number): number[][] {
  return matrix.map((row, r) => row.map((entry, c) => (r === i && c === j ? value : r === j && c === i ? 1 / value : entry)));
}

/** Saaty's 1–9 scale with reciprocals, as select options: value text and the number it stands for. */
export const saatyValues: { text: string; value: number }[] = [
  ...[9, 8, 7, 6, 5, 4, 3, 2].map((n) => ({ text: `1/${n}`, value: 1 / n })),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ text: String(n), value: n })),
];

/** The Saaty text nearest to a matrix entry. */
export function saatyText(value: number): string {
  const nearest = saatyValues.reduce((best, entry) => (Math.abs(Math.log(entry.value / value)) < Math.abs(Math.log(best.value / value)) ? entry : best));
  return nearest.text;
}

/** The number of a Saaty text, 1 when unknown. */
export function saatyValue(text: string | null): number {
  return saatyValues.find((entry) => entry.text === text)?.value ?? 1;
}
