import { withDefaults, type Cashflow, type CashflowTranche, type SavedCashflow } from '@keelson/core';

/**
 * The cashflow being edited: a draft Cashflow whose broker estimates may hold empty entries (null) while
 * the user is adding one, so that core can name the entry ("brokerValueEsimationsCurr.1 is required").
 * A save sends only the entries that hold a number.
 */
export type Draft = Omit<Cashflow, 'brokerValueEsimationsCurr'> & { brokerValueEsimationsCurr?: (number | null)[] | null };

/** Today in the visitor's own calendar, as `YYYY-MM-DD`. */
export function todayText(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A new cashflow: every default of docs/spec/product-spec.md section 3 filled in, valued today; the fields without
 * a default (construction date, tonnage, broker estimates, charter, opex, equity yield) stay empty.
 */
export function newDraft(today: string): Cashflow {
  return withDefaults({ valuationDate: today, brokerValueEsimationsCurr: [], tranches: [] });
}

/** A new tranche: empty, so its placeholders show the default rates; disbursed today, as the product spec offers. */
export function newTranche(today: string): CashflowTranche {
  return { value: null, baseRate: null, interest: null, durationYears: null, disbursementDate: today };
}

/** What the store keeps of a saved record besides its fields: what the next update must send back. */
export type SavedRecord = { id: string; ownerId: string; updated: string; readonlyIds: string[] };

/** Splits a record from the server into the editable draft and the record's identity. */
export function splitSaved(record: SavedCashflow): { draft: Draft; saved: SavedRecord } {
  const { id, ownerId, updated, readonlyIds, ...draft } = record;
  return { draft, saved: { id, ownerId, updated, readonlyIds } };
}

/**
 * The body of a save (docs/spec/product-spec.md section 4): the draft, plus for an update the `updated` stamp it was
 * based on (a stale one is refused) and the read-only ids, which `readonlyIds` replaces when given.
 */
export function saveBody(draft: Draft, saved: SavedRecord | null, readonlyIds?: string[]): Cashflow {
  const { id: _id, ownerId: _ownerId, updated: _updated, readonlyIds: draftIds, brokerValueEsimationsCurr: estimates, ...rest } = draft;
  const fields: Cashflow = { ...rest };
  if (estimates !== undefined) fields.brokerValueEsimationsCurr = estimates === null ? null : estimates.filter((entry) => entry !== null);
  const ids = readonlyIds ?? saved?.readonlyIds ?? draftIds ?? [];
  return saved === null ? { ...fields, readonlyIds: ids } : { ...fields, updated: saved.updated, readonlyIds: ids };
}
