import type { Cashflow, CashflowListItem } from '@keelson/core';

/** The longest title the server stores (core's text fields hold at most 200 characters). */
const maxTitleLength = 200;

/**
 * The body of `POST /api/cashflow` that copies a saved cashflow: every field but its id, owner,
 * save time, read-only links and stored figures (summary, metrics), titled "<title> (copy)" within the title's length limit.
 */
export function duplicateDraft(record: CashflowListItem, copySuffix: string): Cashflow {
  const {
    id: _id,
    ownerId: _ownerId,
    updated: _updated,
    readonlyIds: _readonlyIds,
    ownerEmail: _ownerEmail,
    summary: _summary,
    metrics: _metrics,
    ...fields
  } = record;
  const title = `${(record.title ?? '').slice(0, maxTitleLength - copySuffix.length)}${copySuffix}`.trim();
  return { ...fields, title };
}

/** The address of one read-only link of a cashflow, on the site at `origin`. */
export function readonlyAddress(origin: string, readonlyId: string): string {
  return `${origin}/app/cashflow/readonly/${encodeURIComponent(readonlyId)}`;
}

/** The shared read-only address of a cashflow (its first link), or null when it has none. */
export function readonlyLink(origin: string, readonlyIds: readonly string[]): string | null {
  const [first] = readonlyIds;
  return first === undefined ? null : readonlyAddress(origin, first);
}

/** A title to show: the cashflow's, or the fallback when it has none. */
export function displayTitle(record: Pick<Cashflow, 'title'>, fallback: string): string {
  const title = record.title?.trim() ?? '';
  return title === '' ? fallback : title;
}
