import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The languages the server answers texts in (issue 12): English, the spec's language, and German. */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

const languageQuery = z.object({ lang: z.enum(languages) });

/** The q-value of one Accept-Language entry (RFC 9110 §12.4.2): 1 when absent, 0 when unreadable. */
function qualityOf(parameters: readonly string[]): number {
  const q = parameters.map((parameter) => parameter.trim()).find((parameter) => /^q=/i.test(parameter));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
}

/**
 * The language an Accept-Language header asks for: German when some `de` or `de-XX` entry has a q-value
 * above 0 and at least that of every English entry (and of `*`), English otherwise — also when the header is
 * missing or names only other languages. Ties between the two go to German, the language named explicitly
 * next to the default.
 */
export function languageOfHeader(header: string | undefined): Language {
  if (header === undefined) return 'en';
  let german = 0;
  let english = 0;
  for (const entry of header.split(',')) {
    const [range = '', ...parameters] = entry.split(';');
    const tag = range.trim().toLowerCase();
    const primary = tag.split('-')[0];
    const quality = qualityOf(parameters);
    if (primary === 'de') german = Math.max(german, quality);
    else if (primary === 'en' || tag === '*') english = Math.max(english, quality);
  }
  return german > 0 && german >= english ? 'de' : 'en';
}

/**
 * The language of a request: `?lang=de|en` where a page is opened directly (the API reference), otherwise
 * its Accept-Language header (the web sends one on every call); English by default.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers' | 'query'>): Language {
  const query = languageQuery.safeParse(request.query);
  if (query.success) return query.data.lang;
  const header = request.headers['accept-language'];
  return languageOfHeader(Array.isArray(header) ? header.join(',') : header);
}

/**
 * The language of a request whose answer depends on it: the answer says so with `Vary: Accept-Language`
 * (added to any Vary already set), so that no cache hands a German answer to an English reader.
 */
export function answerLanguage(request: Pick<FastifyRequest, 'headers' | 'query'>, reply: FastifyReply): Language {
  const vary = reply.getHeader('vary');
  const present = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (!present.some((name) => name.toLowerCase() === 'accept-language' || name === '*')) reply.header('vary', [...present, 'Accept-Language'].join(', '));
  return requestLanguage(request);
}
