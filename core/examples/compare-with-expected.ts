/** A value of a JSON document. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Every leaf of `expected` against the same path of `actual`: numbers within `tolerance` × max(|x|, 1),
 * everything else exactly; a list must have the same length. The paths of the mismatches, empty when all agree.
 */
export function mismatches(options: { expected: Json; actual: unknown; path: string; tolerance: number }): string[] {
  const { expected, actual, path, tolerance } = options;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${JSON.stringify(actual)}`];
    const length = expected.length === actual.length ? [] : [`${path}: expected ${expected.length} entries, got ${actual.length}`];
    return [...length, ...expected.flatMap((entry, index) => mismatches({ expected: entry, actual: actual[index], path: `${path}.${index}`, tolerance }))];
  }
  if (expected !== null && typeof expected === 'object') {
    if (!isObject(actual)) return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([key, value]) => mismatches({ expected: value, actual: actual[key], path: `${path}.${key}`, tolerance }));
  }
  if (typeof expected === 'number' && typeof actual === 'number') {
    return Math.abs(expected - actual) <= tolerance * Math.max(Math.abs(expected), 1) ? [] : [`${path}: expected ${expected}, got ${actual}`];
  }
  return expected === actual ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/**
 * Every value a worked example lists per scenario (`expected`: scenario, derived, kpis, firstPeriods, years …)
 * against a calculation's results: `firstPeriods` are the first periods, every other key is the result's own
 * (docs/spec/calculation.md section 10). Empty when everything agrees.
 */
export function compareWithExpected(options: { expected: readonly Json[]; results: unknown; tolerance?: number }): string[] {
  const { expected, results, tolerance = 1e-9 } = options;
  if (!Array.isArray(results)) return ['results: expected a list'];
  const count = expected.length === results.length ? [] : [`results: expected ${expected.length} scenarios, got ${results.length}`];
  return [
    ...count,
    ...expected.flatMap((scenario, index) => {
      const actual: unknown = results[index];
      if (!isObject(scenario) || Array.isArray(scenario) || !isObject(actual)) return [`${index}: expected a scenario`];
      return Object.entries(scenario).flatMap(([key, value]) => {
        const periods = Array.isArray(actual.periods) ? actual.periods : [];
        const own = key === 'firstPeriods' && Array.isArray(value) ? periods.slice(0, value.length) : actual[key];
        return mismatches({ expected: value, actual: own, path: `${index}.${key}`, tolerance });
      });
    }),
  ];
}
