import type { FastifyRequest } from 'fastify';
import { KeelsonError } from '@keelson/core';
import { findSessionUser } from './sessions';
import { readSessionToken } from './session-cookie';
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

/** The signed-in user, or code 1006 (credentials required). */
export async function requireUser(request: FastifyRequest): Promise<UserWithRoles> {
  const user = await currentUser(request);
  if (user === null) throw new KeelsonError(1006);
  return user;
}
