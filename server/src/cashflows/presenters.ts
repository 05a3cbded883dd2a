import type { CashflowListItem, ReadonlyCashflow, SavedCashflow } from '@keelson/core';
import type { CashflowRow } from './repository';

/**
 * What each answer shows of a stored cashflow; the stored figures' metrics and version never leave the
 * server, and only a list entry carries the summary.
 */
export function presentCashflow(row: CashflowRow): SavedCashflow {
  return { ...row.data, id: row.id, ownerId: row.ownerId, updated: row.updated.toISOString(), readonlyIds: row.readonlyIds };
}

/** A list entry: the saved cashflow with the summary its last save stored (lists never calculate). */
export function presentCashflowListItem(row: CashflowRow, ownerEmail?: string): CashflowListItem {
  return { ...presentCashflow(row), ...(ownerEmail === undefined ? {} : { ownerEmail }), summary: row.summary };
}

/** A shared cashflow as a read-only link shows it: no id, no owner, no other links. */
export function presentReadonlyCashflow(row: CashflowRow): ReadonlyCashflow {
  return { ...row.data, updated: row.updated.toISOString() };
}
