import type { Cashflow, CashflowTranche } from '@keelson/core';
import { cashflowOfDraft, type Draft, type SavedRecord } from '../../../lib/cashflow-draft';

/** A new tranche: empty, so its placeholders show the default rates; disbursed today, as the product spec offers. */
export function newTranche(today: string): CashflowTranche {
  return { value: null, baseRate: null, interest: null, durationYears: null, disbursementDate: today };
}

/**
 * The body of a save (docs/spec/product-spec.md section 4): the draft, plus for an update the `updated` stamp it was
 * based on (a stale one is refused) and the read-only ids, which `readonlyIds` replaces when given.
 */
export function saveBody(draft: Draft, saved: SavedRecord | null, readonlyIds?: string[]): Cashflow {
  const { id: _id, ownerId: _ownerId, updated: _updated, readonlyIds: draftIds, ...fields } = cashflowOfDraft(draft);
  const ids = readonlyIds ?? saved?.readonlyIds ?? draftIds ?? [];
  return saved === null ? { ...fields, readonlyIds: ids } : { ...fields, updated: saved.updated, readonlyIds: ids };
}
