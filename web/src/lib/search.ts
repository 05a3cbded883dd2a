import { searchWordsOf } from '@keelson/core';

/**
 * The items a search box matches: every word of the query (case-insensitive) must appear in one of the
 * texts `textsOf` gives for an item (not necessarily all in the same one). An empty query matches every
 * item; the order is kept.
 */
export function filterByWords<Item>(items: readonly Item[], query: string, textsOf: (item: Item) => readonly (string | null | undefined)[]): Item[] {
  const words = searchWordsOf(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = textsOf(item)
      .map((text) => text ?? '')
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
