import { isRecord } from '../cashflow/validate-fields';

/** The segment of a loan whose cashflow names neither a ship type nor a Clarksons segment. */
export const unspecifiedSegment = 'unspecified';

/** A text field's trimmed value, or null when it is missing or blank. */
function textOf(record: Record<string, unknown>, field: string): string | null {
  const value = record[field];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A loan's segment (docs/portfolio-stress.md section 1): its cashflow's shipType, else its clarksonsSegment, else
 * `unspecified`, each trimmed; the loan book's rule, defined here until the loan book's own module is on main.
 */
export function segmentOfCashflow(cashflow: unknown): string {
  if (!isRecord(cashflow)) return unspecifiedSegment;
  return textOf(cashflow, 'shipType') ?? textOf(cashflow, 'clarksonsSegment') ?? unspecifiedSegment;
}
