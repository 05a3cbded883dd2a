import { cashflowFields } from '@keelson/core';
import type { Draft } from '../../../lib/cashflow-draft';

/**
 * The fields core's calculation never reads (the catalogue's `calculation: 'ignored'`): the title, the ship's names
 * and identifiers, its deadweight, the currency, the brokers' kinds of estimate.
 */
const ignoredByCalculation: ReadonlySet<string> = new Set(
  Object.entries(cashflowFields)
    .filter(([, spec]) => spec.calculation === 'ignored')
    .map(([name]) => name),
);

/**
 * What of the draft the calculation reads: every entry but the fields it ignores, each the draft's own value (no
 * copy), so that a shallow comparison tells whether the results can change. Typing the ship's name changes no figure
 * and need not calculate again; core gives the same results for these inputs as for the whole draft.
 */
export function calculationInputsOf(draft: Draft): Draft {
  const inputs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) if (!ignoredByCalculation.has(key)) inputs[key] = value;
  return inputs as Draft;
}
