import type { FastifyRequest } from 'fastify';
import { accountMessages, KeelsonError } from '@keelson/core';
import type { Config } from '../config';
import { findSessionUser } from './sessions';
import { readSessionToken } from './session-cookie';
import { isAdministrator } from './authorization';
import type { UserWithRoles } from '../users/repository';

const resolved = new WeakMap<FastifyRequest, Promise<UserWithRoles | null>>();

/** The signed-in user of this request, or null; looked up once per request. */
export function currentUser(request: FastifyRequest): Promise<UserWithRoles | null> {
  let user = resolved.get(request);
  if (user === undefined) {
    const token = readSessionToken(request);
    user = token === undefined ? Promise.resolve(null) : findSessionUser(request.server.db, token);
    resolved.set(request, user);
  }
  return user;
}

/** The signed-in user, or code 1009: without login the server answers unauthorized (docs/spec/product-spec.md section 6). */
export async function requireUser(request: FastifyRequest): Promise<UserWithRoles> {
  const user = await currentUser(request);
  if (user === null) throw new KeelsonError(1009);
  return user;
}

/** Whether this administrator must set up a second factor before the admin area opens (REQUIRE_ADMIN_MFA). */
export function secondFactorSetupRequired(user: UserWithRoles, config: Pick<Config, 'requireAdminMfa'>): boolean {
  return config.requireAdminMfa && isAdministrator(user) && user.totpEnabledAt === null;
}

/**
 * A signed-in administrator, or 1009 (401 anonymous, 403 signed in without the right). With REQUIRE_ADMIN_MFA an
 * administrator without a second factor is refused too, with a message that says what to do.
 */
export async function requireAdministrator(request: FastifyRequest): Promise<UserWithRoles> {
  const user = await requireUser(request);
  if (!isAdministrator(user)) throw new KeelsonError(1009);
  if (secondFactorSetupRequired(user, request.server.config)) throw new KeelsonError(1009, { message: accountMessages.secondFactorSetupRequired });
  return user;
}
