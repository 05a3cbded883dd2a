import type { CashflowListItem } from '@keelson/core';

type Searchable = Pick<CashflowListItem, 'title' | 'ownerEmail'>;

/**
 * The cashflows a search box matches: every word of the query (case-insensitive) must appear in the
 * title or the owner's e-mail address. An empty query matches every cashflow, in the same order.
 */
export function filterCashflows<Item extends Searchable>(cashflows: readonly Item[], query: string): Item[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [...cashflows];
  return cashflows.filter((cashflow) => {
    const haystack = [cashflow.title ?? '', cashflow.ownerEmail ?? ''].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
