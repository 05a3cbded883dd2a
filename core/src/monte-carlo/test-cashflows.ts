import { workedExample, workedExampleV3 } from '../../examples';
import { newBuildCashflow as sharedNewBuild } from '../test-support/cashflows';

/** The worked example of docs/spec/calculation.md section 10: 11 years left, a current charter, two tranches. */
export const exampleCashflow: Record<string, unknown> = structuredClone(workedExample.input);

/** The 30-year new-build with three tranches of core/bench/calculate.bench.ts. */
export const newBuildCashflow: Record<string, unknown> = structuredClone(sharedNewBuild);

/** The worked example without a current charter: every day is free. */
export const withoutCharterCashflow: Record<string, unknown> = { ...structuredClone(workedExample.input), currentTimeCharterCurr: null };

/** The worked example without tranches: no debt service, so minDscr is null on every path. */
export const withoutTranchesCashflow: Record<string, unknown> = { ...structuredClone(workedExample.input), tranches: [] };

/** The worked example with a minimum value clause of 2.0, breached at the first test date (a cover of 1.83). */
export const breachedCovenantCashflow: Record<string, unknown> = { ...structuredClone(workedExample.input), minimumValueClause: 2 };

/**
 * The worked example with one long-profile tranche (10 years on a 25-year profile) and a minimum value clause of 1.2:
 * the base does not breach it (its smallest cover is 1.24, on 2036-01-01), but a low enough scrap price does, so the
 * scrap shock moves the breach probability.
 */
export const scrapSensitiveCashflow: Record<string, unknown> = {
  ...structuredClone(workedExample.input),
  minimumValueClause: 1.2,
  tranches: [{ value: 9_500_000, durationYears: 10, amortizationYears: 25, disbursementDate: '2026-07-01' }],
};

/**
 * The second worked example of calculation.md section 10: a purchase completing after V with its loans drawn then,
 * and every covenant set (the minimum value clause breached on the first test date).
 */
export const purchaseAfterValuationCashflow: Record<string, unknown> = structuredClone(workedExampleV3.input);

/** The four cashflows of docs/monte-carlo.md section 9, one whose covenant is breached, and a purchase after V, by name. */
export const identityCashflows: Record<string, Record<string, unknown>> = {
  'worked example': exampleCashflow,
  'purchase after V': purchaseAfterValuationCashflow,
  '30-year new-build': newBuildCashflow,
  'no current charter': withoutCharterCashflow,
  'no tranches': withoutTranchesCashflow,
  'covenant breached': breachedCovenantCashflow,
};
