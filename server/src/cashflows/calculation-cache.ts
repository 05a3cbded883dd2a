import { LRUCache } from 'lru-cache';
import { calculate, type CalculationOutcome } from '@keelson/core';

/** What a calculation is kept under: a saved cashflow as of one `updated` stamp (every change renews it). */
export type CalculationKey = { id: string; updated: Date };

export type CalculationCacheStats = { hits: number; misses: number; entries: number };

/** The cached outcomes of saved cashflows, and the counts that show whether the engine ran. */
export type CalculationCache = {
  /** The outcome of calculating `data`, the cashflow `key` names: the kept one, or calculated now and kept. */
  outcomeOf: (key: CalculationKey, data: unknown) => CalculationOutcome;
  stats: () => CalculationCacheStats;
  clear: () => void;
};

/**
 * A result's weight in the cache: its monthly periods and model years, which make up nearly all of its size
 * (about half a kilobyte each as JSON); an outcome with field errors weighs 1.
 */
function weightOf(outcome: CalculationOutcome): number {
  if (!outcome.ok) return 1;
  return Math.max(
    1,
    outcome.results.reduce((rows, scenario) => rows + scenario.periods.length + scenario.years.length, 0),
  );
}

/**
 * A bounded, least-recently-used cache of calculations, keyed by cashflow id and `updated`, so that a repeated
 * read of an unchanged cashflow costs no calculation. A save renews `updated` (at least a millisecond later,
 * db/optimistic-update.ts), so a changed cashflow is a new key and a stale result is never served; old keys
 * age out. In memory per instance: another instance calculates once for itself, which is all this is for.
 */
export function createCalculationCache(options: { maxEntries: number; maxRows: number }): CalculationCache {
  const cache = new LRUCache<string, CalculationOutcome>({ max: options.maxEntries, maxSize: options.maxRows, sizeCalculation: weightOf });
  let hits = 0;
  let misses = 0;
  return {
    outcomeOf: (key, data) => {
      // The stamp's ISO text (millisecond precision, the column's) is the version; the serialized answer and its ETag can be kept under the same key.
      const name = `${key.id}:${key.updated.toISOString()}`;
      const kept = cache.get(name);
      if (kept !== undefined) {
        hits += 1;
        return kept;
      }
      misses += 1;
      const outcome = calculate(data);
      cache.set(name, outcome);
      return outcome;
    },
    stats: () => ({ hits, misses, entries: cache.size }),
    clear: () => {
      cache.clear();
      hits = 0;
      misses = 0;
    },
  };
}

/**
 * The server's one calculation cache: 200 cashflows, and at most 100,000 periods and years in all (about 50 MB of
 * results as JSON; a 30-year cashflow has some 750), whichever bound is reached first.
 */
export const calculationCache = createCalculationCache({ maxEntries: 200, maxRows: 100_000 });
