type Searchable = { title: string; ownerEmail?: string | undefined };

/**
 * The analyses a search box matches: every word of the query (case-insensitive) must appear in the
 * title or the owner's e-mail address. An empty query matches every analysis, in the same order.
 */
export function filterAnalyses<Item extends Searchable>(analyses: readonly Item[], query: string): Item[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [...analyses];
  return analyses.filter((analysis) => {
    const haystack = [analysis.title, analysis.ownerEmail ?? ''].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
