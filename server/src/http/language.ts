import { defaultLanguage, isLanguage, languageSchema, type Language } from '@keelson/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const languageQuery = z.object({ lang: languageSchema });

/** The q-value of one Accept-Language entry (RFC 9110 §12.4.2): 1 when absent, 0 when unreadable. */
function qualityOf(parameters: readonly string[]): number {
  const q = parameters.map((parameter) => parameter.trim()).find((parameter) => /^q=/i.test(parameter));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
}

/**
 * The language an Accept-Language header asks for: of Keelson's languages, the one whose entries (`de`, `de-XX`) have
 * the highest q-value above 0, `*` counting for English, the default; English also when the header is missing or names
 * only other languages. A tie with the default goes to the other language, named explicitly next to it; a tie between
 * two others to the one the header names first.
 */
export function languageOfHeader(header: string | undefined): Language {
  const qualities = new Map<Language, number>();
  for (const entry of header?.split(',') ?? []) {
    const [range = '', ...parameters] = entry.split(';');
    const tag = range.trim().toLowerCase();
    const primary = tag.split('-')[0];
    const language = tag === '*' ? defaultLanguage : isLanguage(primary) ? primary : undefined;
    if (language !== undefined) qualities.set(language, Math.max(qualities.get(language) ?? 0, qualityOf(parameters)));
  }
  const [best] = [...qualities]
    .filter(([, quality]) => quality > 0)
    .sort(([language, quality], [other, otherQuality]) => otherQuality - quality || Number(language === defaultLanguage) - Number(other === defaultLanguage));
  return best?.[0] ?? defaultLanguage;
}

/**
 * The language of a request: `?lang=` (one of core's `languages`) where a page is opened directly (the API
 * reference), otherwise its Accept-Language header (the web sends one on every call); English by default.
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
