import { emptySuccessSchema, meSchema, successEnvelopeSchema, viewsForRoles } from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPublicUser } from '../users/repository';
import { requireUser } from './current-user';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { deleteSession } from './sessions';

/** The session calls of product-spec section 7: who am I, and sign out. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/me', { schema: { response: { 200: successEnvelopeSchema(meSchema) } } }, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, content: { user: toPublicUser(user), views: viewsForRoles(user.roles) } };
  });

  app.post('/auth/signout', { schema: { response: { 200: emptySuccessSchema } } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token !== undefined) await deleteSession(app.db, token);
    clearSessionCookie(reply, app.config);
    return { success: true as const };
  });
};
