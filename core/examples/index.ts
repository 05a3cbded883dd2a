import example from './calculation-example.json' with { type: 'json' };
import exampleV3 from './calculation-example-v3.json' with { type: 'json' };
import type { Cashflow } from '../src/cashflow/cashflow-schema';
import { compareWithExpected } from './compare-with-expected';

/**
 * The worked example of docs/spec/calculation.md section 10 (a byte-for-byte copy of
 * shared/spec/calculation-example.json): one cashflow as `input` and, per scenario, the figures of the
 * method as `expected` (derived, kpis, the first periods, every year and every covenant test).
 */
export const workedExample = example;

/** The worked example's input: a cashflow in the API's shape. */
export const workedExampleCashflow: Cashflow = example.input;

/** The values of `workedExample.expected` that results do not reproduce within 1e-9 × max(|x|, 1); empty when all do. */
export function workedExampleMismatches(results: unknown): string[] {
  return compareWithExpected({ expected: example.expected, results });
}

/**
 * The second worked example of docs/spec/calculation.md section 10 (a byte-for-byte copy of
 * shared/spec/calculation-example-v3.json): a purchase that completes after V with its loans drawn then, a minimum
 * value clause, a DSCR and a liquidity covenant each breached on some test date, and a docking in the last twelve
 * months that is not performed; `expected` as in the first, with every covenant test.
 */
export const workedExampleV3 = exampleV3;

/** The second worked example's input: a cashflow in the API's shape. */
export const workedExampleV3Cashflow: Cashflow = exampleV3.input;

/** The values of `workedExampleV3.expected` that results do not reproduce within 1e-9 × max(|x|, 1); empty when all do. */
export function workedExampleV3Mismatches(results: unknown): string[] {
  return compareWithExpected({ expected: exampleV3.expected, results });
}

export { compareWithExpected } from './compare-with-expected';
export { engineVersion } from './engine-version';
