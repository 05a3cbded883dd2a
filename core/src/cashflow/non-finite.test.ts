import { describe, expect, it } from 'vitest';
import { calculateValid, exampleCashflow } from '../test-support/cashflows';
import { hasNonFinite, periodHasNonFinite, resultsHaveNonFinite } from './non-finite';

const results = calculateValid(exampleCashflow());

/** Every path (`[0, 'periods', 3, 'cfads']`) to a number of a value. */
function numberPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) => numberPaths(entry, [...path, Array.isArray(value) ? Number(key) : key]));
}

/** A copy of the results with one number replaced. */
function withNumber(path: (string | number)[], replacement: number): unknown {
  const copy: unknown = structuredClone(results);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1) ?? ''] = replacement;
  return copy;
}

describe('non-finite numbers in a calculation’s results', () => {
  it('are found in every number of a period, NaN and both infinities', () => {
    const [period] = results[0]?.periods ?? [];
    if (period === undefined) throw new Error('no period');
    expect(periodHasNonFinite(period)).toBe(false);
    const keys = Object.entries(period).flatMap(([key, value]) => (typeof value === 'number' ? [key] : []));
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      for (const replacement of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
        expect(periodHasNonFinite({ ...period, [key]: replacement }), key).toBe(true);
      }
    }
  });

  it('are found wherever hasNonFinite finds them: derived values, key figures, periods, years', () => {
    expect(resultsHaveNonFinite(results)).toBe(false);
    const paths = numberPaths(results);
    // Every 7th number of both scenarios, and the last one.
    for (const path of [...paths.filter((_, index) => index % 7 === 0), paths.at(-1) ?? []]) {
      const poisoned = withNumber(path, Number.NaN) as typeof results;
      expect(hasNonFinite(poisoned), path.join('.')).toBe(true);
      expect(resultsHaveNonFinite(poisoned), path.join('.')).toBe(true);
    }
  });
});
