import type { FastifyRequest } from 'fastify';
import { KeelsonError } from '@keelson/core';
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

/** A signed-in administrator, or 1009 (401 anonymous, 403 signed in without the right). */
export async function requireAdministrator(request: FastifyRequest): Promise<UserWithRoles> {
  const user = await requireUser(request);
  if (!isAdministrator(user)) throw new KeelsonError(1009);
  return user;
}
