import example from './calculation-example.json' with { type: 'json' };
import { calculate } from '../src/cashflow/calculate';
import { summarizeCashflow } from '../src/cashflow/cashflow-summary';
import { canonicalJson } from '../src/fingerprint/canonical-json';
import { fnv1a64 } from '../src/fingerprint/fnv1a64';
import { loanMonitorOf } from '../src/loan-book/monitor';
import { metricsOfCashflow } from '../src/utility-analysis/cashflow-metrics';

/**
 * The engine's version: the FNV-1a 64 hash of the canonical JSON of what core answers for the worked example — every
 * scenario's full results, the list's summary, the analyses' metrics and the loan book's monitor. It changes whenever the engine or the
 * derivation of the stored figures changes the worked example's answer by a single bit, without anyone raising a
 * number: a saved cashflow whose stored figures carry another version is calculated again. One calculation of the
 * worked example and a hash of its text: a few milliseconds, so a caller may compute it once at start.
 */
export function engineVersion(): string {
  const outcome = calculate(example.input);
  const { input } = example;
  // The worked example always calculates (a test of every package says so); were it refused, its errors would be hashed.
  const answer = outcome.ok
    ? {
        ...outcome,
        summary: summarizeCashflow(input, outcome.results),
        metrics: metricsOfCashflow(input, outcome.results),
        monitor: loanMonitorOf(input, outcome.results),
      }
    : outcome;
  return fnv1a64(canonicalJson(answer));
}
