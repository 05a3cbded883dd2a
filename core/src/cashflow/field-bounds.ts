import type { FieldProblem, FieldRuleParams } from '../errors/field-rules';
import type { Bounds } from './field-catalogue-types';

/** Whether a number lies within bounds (docs/spec/calculation.md section 2). */
export function isWithin(value: number, { min, max, minExclusive = false, maxExclusive = false }: Bounds): boolean {
  if (min !== undefined && (minExclusive ? value <= min : value < min)) return false;
  if (max !== undefined && (maxExclusive ? value >= max : value > max)) return false;
  return true;
}

/** The `range` problem of bounds: `{ min, max }` where they apply, `minExclusive: 1` / `maxExclusive: 1` when so. */
export function rangeProblem(bounds: Bounds): FieldProblem {
  const params: FieldRuleParams = {};
  if (bounds.min !== undefined) params.min = bounds.min;
  if (bounds.max !== undefined) params.max = bounds.max;
  if (bounds.minExclusive === true) params.minExclusive = 1;
  if (bounds.maxExclusive === true) params.maxExclusive = 1;
  return { rule: 'range', params };
}

/**
 * What is wrong with a number by a field's own rules, or null: not finite, not whole where it must be, or
 * outside its bounds (docs/spec/calculation.md section 2).
 */
export function numberProblem(value: number, rule: { bounds?: Bounds | undefined; integer?: boolean | undefined }): FieldProblem | null {
  if (!Number.isFinite(value)) return { rule: 'number' };
  if (rule.integer === true && !Number.isInteger(value)) return { rule: 'integer' };
  if (rule.bounds !== undefined && !isWithin(value, rule.bounds)) return rangeProblem(rule.bounds);
  return null;
}
