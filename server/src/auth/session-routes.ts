import {
  emptySuccessSchema,
  endSessionRequestSchema,
  KeelsonError,
  passwordConfirmationRequestSchema,
  sessionListSchema,
  successEnvelopeSchema,
} from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkPasswordAgain, type AccountContext } from './account-service';
import { requireUser } from './current-user';
import { toSessionInfo } from './session-presenter';
import { endSessionInBrowser, readSessionToken } from './session-cookie';
import { deleteUserSessionById, deleteUserSessions, findUserSessionTokenHash, hashToken, listUserSessions } from './sessions';

const tags = ['auth'];
const done = { success: true as const };

/**
 * `/auth/sessions`: the signed-in user's own sessions, listed and ended one by one or all but this one. Ending another
 * session asks for the password again, so that a stolen session cannot sign its owner out.
 */
export function sessionRoutes(context: AccountContext): FastifyPluginAsyncZod {
  return async (app) => {
    const currentTokenHash = (token: string | undefined) => (token === undefined ? undefined : hashToken(token));

    app.get(
      '/auth/sessions',
      {
        schema: {
          tags,
          summary: "The signed-in user's live sessions, the most recently used first; the caller's own is marked current",
          response: { 200: successEnvelopeSchema(sessionListSchema) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const current = currentTokenHash(readSessionToken(request));
        const sessions = await listUserSessions(app.db, user.id);
        return { success: true as const, content: { sessions: sessions.map((session) => toSessionInfo(session, current)) } };
      },
    );

    app.delete(
      '/auth/sessions/:id',
      {
        schema: {
          tags,
          summary: "Ends one of the signed-in user's sessions: another one with the password again, this one (which signs out) without",
          params: z.object({ id: z.uuid() }),
          // Fastify validates a request without a body as null: ending this session needs none.
          body: endSessionRequestSchema.nullable(),
          response: { 200: emptySuccessSchema },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const current = currentTokenHash(readSessionToken(request));
        // Another user's session answers "not found" like one that never was.
        const target = await findUserSessionTokenHash(app.db, user.id, request.params.id);
        if (target === null) throw new KeelsonError(1010);
        if (target !== current) await checkPasswordAgain(context, user, request.body?.password);
        if ((await deleteUserSessionById(app.db, user.id, request.params.id)) === null) throw new KeelsonError(1010);
        if (target === current) endSessionInBrowser(reply, app.config);
        return done;
      },
    );

    app.post(
      '/auth/sessions/end-others',
      {
        schema: {
          tags,
          summary: 'Ends every session of the signed-in user but this one (the password again)',
          body: passwordConfirmationRequestSchema,
          response: { 200: emptySuccessSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const token = readSessionToken(request);
        if (token === undefined) throw new KeelsonError(1009);
        await checkPasswordAgain(context, user, request.body.password);
        await deleteUserSessions(app.db, user.id, { exceptToken: token });
        return done;
      },
    );
  };
}
