import type { Cashflow, CashflowListItem } from '@keelson/core';

/** The longest title the server stores (core's text fields hold at most 200 characters). */
const maxTitleLength = 200;

/**
 * The body of `POST /api/cashflow` that copies a saved cashflow: every field but its id, owner,
 * save time and read-only links, titled "<title> (copy)" within the title's length limit.
 */
export function duplicateDraft(record: CashflowListItem, copySuffix: string): Cashflow {
  const { id: _id, ownerId: _ownerId, updated: _updated, readonlyIds: _readonlyIds, ownerEmail: _ownerEmail, ...fields } = record;
  const title = `${(record.title ?? '').slice(0, maxTitleLength - copySuffix.length)}${copySuffix}`.trim();
  return { ...fields, title };
}

/** The shared read-only address of a cashflow, or null when it has no read-only link. */
export function readonlyLink(origin: string, readonlyIds: readonly string[]): string | null {
  const [first] = readonlyIds;
  return first === undefined ? null : `${origin}/app/cashflow/readonly/${encodeURIComponent(first)}`;
}

/** A list without the entry of that id (docs/spec/product-spec.md section 4: deleted items are removed). */
export function withoutId<Item extends { id: string }>(list: readonly Item[], id: string): Item[] {
  return list.filter((item) => item.id !== id);
}

/** A title to show: the cashflow's, or the fallback when it has none. */
export function displayTitle(record: Pick<Cashflow, 'title'>, fallback: string): string {
  const title = record.title?.trim() ?? '';
  return title === '' ? fallback : title;
}
