import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { calculate, scenarioResultListSchema, successEnvelopeSchema, type FieldError } from '@keelson/core';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** An answer as it goes on the wire: the JSON bytes of its success envelope and their strong ETag. */
export type KeptAnswer = { body: Buffer; etag: string };

/**
 * The bytes of a JSON text and their ETag: a digest of the bytes themselves, so that whatever changes them (the
 * record, the engine, the serializer, the language) changes the tag, and every instance gives the same bytes the
 * same tag. A reader only ever sees the tag of an answer it was allowed to read.
 */
export function keptAnswerOf(json: string): KeptAnswer {
  const body = Buffer.from(json, 'utf8');
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/**
 * The JSON text of a success envelope exactly as the routes' serializer (fastify-type-provider-zod's) would write it:
 * encoded by the answer's schema, so unknown keys are dropped and the keys come in the schema's order. Used once per
 * kept answer, never per call.
 */
export function envelopeSerializer<T extends z.ZodType>(content: T): (value: { success: true; content: z.input<T> }) => string {
  const serialize = serializerCompiler({ schema: successEnvelopeSchema(content), method: 'GET', url: '' });
  return (value) => serialize(value);
}

export type AnswerCacheStats = { hits: number; misses: number; entries: number; bytes: number };

/** A bounded cache of answers by name, each computed once while it is kept. */
export type AnswerCache<T> = {
  /** The answer kept under `name`, or `compute()`'s, kept now. */
  get: (name: string, compute: () => T) => T;
  stats: () => AnswerCacheStats;
  clear: () => void;
};

/**
 * A least-recently-used cache weighed by bytes (`weightOf`): at most `maxEntries` answers and `maxBytes` in all,
 * whichever bound is reached first; an answer heavier than `maxBytes` is not kept at all. In memory per instance.
 */
export function createAnswerCache<T extends object>(options: { maxEntries: number; maxBytes: number; weightOf: (value: T) => number }): AnswerCache<T> {
  const cache = new LRUCache<string, T>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (value, name) => Math.max(1, options.weightOf(value) + name.length),
  });
  let hits = 0;
  let misses = 0;
  return {
    get: (name, compute) => {
      const kept = cache.get(name);
      if (kept !== undefined) {
        hits += 1;
        return kept;
      }
      misses += 1;
      const computed = compute();
      cache.set(name, computed);
      return computed;
    },
    stats: () => ({ hits, misses, entries: cache.size, bytes: cache.calculatedSize }),
    clear: () => {
      cache.clear();
      hits = 0;
      misses = 0;
    },
  };
}

/** What a calculation is kept under: a saved cashflow as of one `updated` stamp (every change renews it). */
export type CalculationKey = { id: string; updated: Date };

/** A saved cashflow's calculate answer: the serialized results, or the field errors that keep it from being calculated. */
export type CalculationAnswer = { ok: true; answer: KeptAnswer } | { ok: false; errors: FieldError[] };

export type CalculationCache = {
  /** The calculate answer of `data`, the cashflow `key` names: the kept one, or calculated and serialized now and kept. */
  answerOf: (key: CalculationKey, data: unknown) => CalculationAnswer;
  stats: () => AnswerCacheStats;
  clear: () => void;
};

const serializeResults = envelopeSerializer(scenarioResultListSchema);

/** The calculate answer of a cashflow, computed: one calculation, serialized once. */
export function calculationAnswerOf(data: unknown): CalculationAnswer {
  const outcome = calculate(data);
  if (!outcome.ok) return { ok: false, errors: outcome.errors };
  return { ok: true, answer: keptAnswerOf(serializeResults({ success: true, content: outcome.results })) };
}

/** An answer's weight: the bytes it is sent as; field errors weigh what their JSON would. */
function weightOf(kept: CalculationAnswer): number {
  return kept.ok ? kept.answer.body.length : JSON.stringify(kept.errors).length;
}

/**
 * The calculate answers of saved cashflows, keyed by cashflow id and `updated`, kept as the bytes they are sent as:
 * a repeated read of an unchanged cashflow costs neither a calculation nor a serialization. A save renews
 * `updated` (at least a millisecond later, db/optimistic-update.ts), so a changed cashflow is a new key and a stale
 * answer is never served; old keys age out. The answer does not depend on the reader (the routes check the right to
 * read before asking) nor on the language (results carry numbers and codes, no words). In memory per instance:
 * another instance calculates once for itself.
 */
export function createCalculationCache(options: { maxEntries: number; maxBytes: number }): CalculationCache {
  const cache = createAnswerCache<CalculationAnswer>({ ...options, weightOf });
  return {
    // The stamp's ISO text (millisecond precision, the column's) is the version.
    answerOf: (key, data) => cache.get(`${key.id}:${key.updated.toISOString()}`, () => calculationAnswerOf(data)),
    stats: cache.stats,
    clear: cache.clear,
  };
}

/**
 * The server's one calculation cache: 500 cashflows and 64 MB of answers, whichever bound is reached first (the
 * worked example's answer is 180 kB, so some 350 such cashflows).
 */
export const calculationCache = createCalculationCache({ maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
