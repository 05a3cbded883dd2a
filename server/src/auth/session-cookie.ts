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
