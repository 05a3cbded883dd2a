import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountMessages, KeelsonError } from '@keelson/core';
import type { Config } from '../config';
import type { UserWithRoles } from '../users/repository';
import type { Actor } from './authorization';
import { findSessionUser, type SessionUser } from './sessions';
import { clearSiteDataAfterward, endSessionInBrowser, readSessionToken, sessionCookieNameFor } from './session-cookie';

const resolved = new WeakMap<FastifyRequest, Promise<Actor | null>>();
/** Requests that came with a session cookie whose session no longer is: ended elsewhere, expired, or its user disabled. */
const endedSessions = new WeakSet<FastifyRequest>();

/** Whether the user holds the administrator role: a stored fact, not a power (policies ask `Actor.administrator`). */
function hasAdministratorRole(user: Pick<UserWithRoles, 'roles'>): boolean {
  return user.roles.includes('admin');
}

/**
 * Whether the session proved the user's present second factor: signed in with it, or confirmed it, after it was turned
 * on. A session from before the factor (signed in with the password alone, or with a factor since replaced) did not.
 */
function provedSecondFactor({ user, secondFactorAt }: SessionUser): boolean {
  return user.totpEnabledAt !== null && secondFactorAt !== null && secondFactorAt.getTime() >= user.totpEnabledAt.getTime();
}

/**
 * The gate of every administrator power: the actor of a session is an administrator when the user holds the role
 * and, with REQUIRE_ADMIN_MFA, this session proved the user's second factor. Anyone else acts as an ordinary user.
 */
export function actorOf(session: SessionUser, config: Pick<Config, 'requireAdminMfa'>): Actor {
  const administrator = hasAdministratorRole(session.user) && (!config.requireAdminMfa || provedSecondFactor(session));
  return { ...session.user, administrator };
}

/** The signed-in actor of this request, or null; looked up once per request. */
export function currentUser(request: FastifyRequest): Promise<Actor | null> {
  let actor = resolved.get(request);
  if (actor === undefined) {
    const token = readSessionToken(request);
    const { db, config } = request.server;
    actor =
      token === undefined
        ? Promise.resolve(null)
        : findSessionUser(db, token).then((session) => {
            if (session !== null) return actorOf(session, config);
            endedSessions.add(request);
            return null;
          });
    resolved.set(request, actor);
  }
  return actor;
}

/**
 * Every answer to a request whose session cookie names a session that has ended — signed out on another device,
 * ended from another session or by an administrator, expired or idle — clears the cookie and the browser's cache (not
 * its storage: see `clearSiteDataAfterward`), so that what the browser kept of that user does not wait for the next
 * user of the browser. Only
 * requests that looked the session up know (every call that reads the signed-in user; the web app asks /auth/me
 * before every navigation). An answer that sets a new session cookie keeps it.
 */
export function registerEndedSessionClearing(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!endedSessions.has(request)) return;
    const setCookie = reply.getHeader('set-cookie');
    const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')];
    const name = sessionCookieNameFor(app.config);
    if (cookies.some((cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`))) return;
    endSessionInBrowser(reply, app.config, clearSiteDataAfterward);
  });
}

/** The signed-in actor, or code 1009: without login the server answers unauthorized (docs/spec/product-spec.md section 6). */
export async function requireUser(request: FastifyRequest): Promise<Actor> {
  const actor = await currentUser(request);
  if (actor === null) throw new KeelsonError(1009);
  return actor;
}

/** Whether this administrator must set up a second factor before the admin area opens (REQUIRE_ADMIN_MFA). */
export function secondFactorSetupRequired(user: UserWithRoles, config: Pick<Config, 'requireAdminMfa'>): boolean {
  return config.requireAdminMfa && hasAdministratorRole(user) && user.totpEnabledAt === null;
}

/**
 * A signed-in actor with administrator powers, or 1009 (401 anonymous, 403 signed in without them). An administrator
 * refused for want of a second factor is told what to do: set one up, or sign in again with it.
 */
export async function requireAdministrator(request: FastifyRequest): Promise<Actor> {
  const actor = await requireUser(request);
  if (actor.administrator) return actor;
  if (!hasAdministratorRole(actor)) throw new KeelsonError(1009);
  const message = secondFactorSetupRequired(actor, request.server.config)
    ? accountMessages.secondFactorSetupRequired
    : accountMessages.secondFactorSignInRequired;
  throw new KeelsonError(1009, { message });
}

/**
 * Whether the admin area is offered to this actor: with administrator powers, or to an administrator who must first
 * set up a second factor (the web app leads them to it). An administrator whose session did not prove their factor
 * signs in again with it.
 */
export function offersAdminArea(actor: Actor, config: Pick<Config, 'requireAdminMfa'>): boolean {
  return actor.administrator || secondFactorSetupRequired(actor, config);
}
