import example from './calculation-example.json' with { type: 'json' };
import type { Cashflow } from '../src/cashflow/cashflow-schema';
import { compareWithExpected } from './compare-with-expected';

/**
 * The worked example of docs/spec/calculation.md section 10 (a byte-for-byte copy of
 * shared/spec/calculation-example.json): one cashflow as `input` and, per scenario, the figures of the
 * method as `expected` (derived, kpis, the first periods and every year).
 */
export const workedExample = example;

/** The worked example's input: a cashflow in the API's shape. */
export const workedExampleCashflow: Cashflow = example.input;

/** The values of `workedExample.expected` that results do not reproduce within 1e-9 × max(|x|, 1); empty when all do. */
export function workedExampleMismatches(results: unknown): string[] {
  return compareWithExpected({ expected: example.expected, results });
}

export { compareWithExpected } from './compare-with-expected';
export { engineVersion } from './engine-version';
