import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const sessionCookieName = 'keelson_session';

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
  const token = request.cookies[sessionCookieName];
  return token === undefined || token === '' ? undefined : token;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expires: Date): void {
  reply.setCookie(sessionCookieName, token, sessionCookieOptions(config, expires));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName, sessionCookieOptions(config));
}
