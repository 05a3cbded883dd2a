import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const sessionCookieName = 'keelson_session';

/**
 * The cookie's name: under https with the `__Host-` prefix, which browsers accept only for a Secure cookie
 * of path / without a domain, so no other host or path can set or shadow the session (ASVS 3.4.4).
 */
export function sessionCookieNameFor(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl.startsWith('https:') ? `__Host-${sessionCookieName}` : sessionCookieName;
}

/** httpOnly, SameSite=Lax, Secure when the public address is https (docs/DESIGN.md, sessions). */
export function sessionCookieOptions(config: Config, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    ...(expires === undefined ? {} : { expires }),
  } as const;
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookieNameFor(request.server.config)];
  return token === undefined || token === '' ? undefined : token;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expires: Date): void {
  reply.setCookie(sessionCookieNameFor(config), token, sessionCookieOptions(config, expires));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieNameFor(config), sessionCookieOptions(config));
}

/**
 * What a browser is told to forget when its session ends: its HTTP cache (the calculate answers kept for revalidation,
 * private, no-cache: cashflows/routes.ts) and its storage (the persisted session, the drafts, the service worker's
 * copies). Not "cookies": that would clear every cookie of the site, not only the session's.
 */
export const clearSiteData = '"cache", "storage"';

/**
 * What a browser is told to forget at a request whose session had ended elsewhere (another device, an administrator,
 * expiry): its HTTP cache only. That request is often one of a page that is still loading (the current-user check of
 * every navigation), and "storage" also unregisters the service worker, whose requests then in flight never finished:
 * the page stayed on its loader. The web app discards the user's drafts and session itself when the check answers 401
 * (web/src/lib/draft-privacy.ts).
 */
export const clearSiteDataAfterward = '"cache"';

/**
 * The answer of every way a session ends in this browser — sign-out, ending one's own session, or a request whose
 * session was ended elsewhere, expired or was ended by an administrator: the cookie cleared and the site's data with it
 * (`data`: all of `clearSiteData` when this browser ended it, `clearSiteDataAfterward` when it learns of it later).
 */
export function endSessionInBrowser(reply: FastifyReply, config: Config, data: string = clearSiteData): void {
  clearSessionCookie(reply, config);
  reply.header('clear-site-data', data);
}
