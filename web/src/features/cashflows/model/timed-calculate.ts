import { calculate, type FieldError, type ScenarioResult } from '@keelson/core';

/** What the page shows: results, the field errors of an incomplete draft, or an unexpected failure of core. */
export type LiveOutcome = { status: 'ok'; results: ScenarioResult[] } | { status: 'invalid'; errors: FieldError[] } | { status: 'failed' };

/** The name of the performance measure of one recompute, read by the benchmark. */
export const recomputeMeasure = 'cashflow-recompute';
const startMark = `${recomputeMeasure}-start`;
const endMark = `${recomputeMeasure}-end`;

/**
 * Core's `calculate` of a draft, timed with `performance.measure('cashflow-recompute')`. Never throws:
 * core reports an invalid draft as errors, and anything else it throws becomes `failed`.
 */
export function timedCalculate(cashflow: unknown): LiveOutcome {
  performance.mark(startMark);
  try {
    const outcome = calculate(cashflow);
    return outcome.ok ? { status: 'ok', results: outcome.results } : { status: 'invalid', errors: outcome.errors };
  } catch (error) {
    console.error(error);
    return { status: 'failed' };
  } finally {
    performance.mark(endMark);
    performance.measure(recomputeMeasure, startMark, endMark);
    performance.clearMarks(startMark);
    performance.clearMarks(endMark);
  }
}
