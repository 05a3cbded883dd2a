import type { CashflowListItem, ReadonlyCashflow, SavedCashflow } from '@keelson/core';
import { currentFiguresVersion } from './figures';
import type { CashflowListRow, CashflowRow } from './repository';

/**
 * What each answer shows of a stored cashflow; the stored figures' version never leaves the server, and only a
 * list entry carries the summary and the metrics.
 */
export function presentCashflow(row: CashflowListRow): SavedCashflow {
  return { ...row.data, id: row.id, ownerId: row.ownerId, updated: row.updated.toISOString(), readonlyIds: row.readonlyIds };
}

/**
 * A list entry: the saved cashflow with the summary and the metrics its last save stored (lists never calculate).
 * The questionnaire screen ranks a linked cashflow with these metrics, so they are the analyses' lists' own: none
 * for a row stored before the current derivation (utility-analyses/ranking.ts reads it the same way).
 */
export function presentCashflowListItem(row: CashflowListRow, ownerEmail?: string): CashflowListItem {
  const metrics = row.figuresVersion === currentFiguresVersion ? row.metrics : null;
  return { ...presentCashflow(row), ...(ownerEmail === undefined ? {} : { ownerEmail }), summary: row.summary, metrics };
}

/** A shared cashflow as a read-only link shows it: no id, no owner, no other links. */
export function presentReadonlyCashflow(row: CashflowRow): ReadonlyCashflow {
  return { ...row.data, updated: row.updated.toISOString() };
}
