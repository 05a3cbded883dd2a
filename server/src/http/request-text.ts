import { fieldError, type FieldError } from '@keelson/core';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './errors';

/** With the `u` flag the class matches only a surrogate that is not part of a pair. */
const loneSurrogate = /[\ud800-\udfff]/u;

/**
 * Whether a text holds a character PostgreSQL cannot store: NUL (refused by text and jsonb alike) or half of a
 * UTF-16 surrogate pair (jsonb refuses its escape; a text column would silently keep U+FFFD instead).
 */
export function isUnstorable(text: string): boolean {
  return text.includes('\0') || loneSurrogate.test(text);
}

/** At most this many fields are named: enough to find them, bounded for a body full of them. */
const maxNamed = 20;

/** A value met while walking a parsed input, with the way back to the root (paths are spelled only when named). */
type Visit = { value: unknown; key: string; parent: Visit | null };

function pathOf(visit: Visit | null): string {
  const keys: string[] = [];
  for (let current = visit; current !== null && current.parent !== null; current = current.parent) keys.push(current.key);
  return keys.reverse().join('.');
}

/**
 * The fields of a parsed value whose text (or key) holds an unstorable character, as dotted paths
 * (`tranches.0.title`); `root` names the value itself, and the object whose key is bad. Iterative, so that a
 * deeply nested body cannot exhaust the stack.
 */
export function unstorableFields(value: unknown, root: string): string[] {
  const found = new Set<string>();
  const named = (visit: Visit) => pathOf(visit) || root;
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0 && found.size < maxNamed) {
    const visit = pending.pop();
    if (visit === undefined) break;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnstorable(current)) found.add(named(visit));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (isUnstorable(key)) found.add(named(visit));
        else pending.push({ value: inner, key, parent: visit });
      }
    }
  }
  return [...found].sort();
}

/**
 * Refuses any request whose path params, query string or JSON body holds a NUL or a lone surrogate, before its
 * schema is checked: 1012 naming each field with the rule `invalidCharacters`, rather
 * than a database error and a 5xx when the text reaches PostgreSQL.
 */
export function registerRequestTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const errors: FieldError[] = [
      ...unstorableFields(request.params, 'params'),
      ...unstorableFields(request.query, 'querystring'),
      ...unstorableFields(request.body, 'body'),
    ].map((field) => fieldError(field, { rule: 'invalidCharacters' }));
    if (errors.length > 0) return sendFailure(request, reply, 1012, { errors });
  });
}
