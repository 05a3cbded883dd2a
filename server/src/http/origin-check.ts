import type { FastifyInstance } from 'fastify';
import { accountMessages } from '@keelson/core';
import { sendFailure } from './errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing calls that a browser sends from another site (cross-site request forgery):
 * the Origin must be the public address or the address the request came to. Callers that send no
 * Origin and no cross-site fetch metadata (scripts, curl) carry no browser cookies by accident.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!stateChanging.has(request.method)) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const foreign = origin === undefined ? request.headers['sec-fetch-site'] === 'cross-site' : origin !== publicOrigin && origin !== ownOrigin;
    if (foreign) return sendFailure(request, reply, 1009, { message: accountMessages.foreignOrigin, status: 403 });
  });
}
