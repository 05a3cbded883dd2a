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
