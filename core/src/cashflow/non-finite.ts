import { isRecord } from './validate-fields';

/** Whether a result holds NaN or ±Infinity anywhere: the engine must answer with field errors instead (section 9). */
export function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) {
    for (const entry of value) if (hasNonFinite(entry)) return true;
    return false;
  }
  // A loop without intermediate arrays: every calculation is scanned.
  if (isRecord(value)) for (const key in value) if (hasNonFinite(value[key])) return true;
  return false;
}

/** Amounts up to 1e12 never overflow in the method; a calculation that does was fed a larger one. */
const largestSafeMagnitude = 1e12;

/** Every number of a cashflow, tranche and list entries included, with its field path (`tranches.0.value`). */
function numbersOf(record: Record<string, unknown>, prefix = ''): { field: string; value: number }[] {
  return Object.entries(record).flatMap(([key, value]) => {
    if (typeof value === 'number') return [{ field: prefix + key, value }];
    if (Array.isArray(value)) {
      return value.flatMap((entry: unknown, index) => {
        if (typeof entry === 'number') return [{ field: `${prefix}${key}.${index}`, value: entry }];
        return isRecord(entry) ? numbersOf(entry, `${prefix}${key}.${index}.`) : [];
      });
    }
    return [];
  });
}

/**
 * The fields that made a calculation overflow (docs/spec/calculation.md section 9): those larger than 1e12 in
 * magnitude, or, should none be, the largest ones.
 */
export function fieldsBehindOverflow(cashflow: Record<string, unknown>): string[] {
  const numbers = numbersOf(cashflow);
  const large = numbers.filter(({ value }) => Math.abs(value) > largestSafeMagnitude);
  if (large.length > 0) return large.map(({ field }) => field);
  const largest = Math.max(0, ...numbers.map(({ value }) => Math.abs(value)));
  return numbers.filter(({ value }) => Math.abs(value) === largest).map(({ field }) => field);
}
