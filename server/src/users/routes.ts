import {
  emptySuccessSchema,
  pagedEnvelopeSchema,
  publicUserSchema,
  rolesListSchema,
  successEnvelopeSchema,
  userCreateRequestSchema,
  userListQuerySchema,
  usersListSchema,
  userUpdateRequestSchema,
} from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountContextOf } from '../auth/account-service';
import { authorize, found } from '../auth/authorization';
import { requireAdministrator, requireUser } from '../auth/current-user';
import { resetSecondFactor } from '../auth/second-factor';
import { endSessionInBrowser } from '../auth/session-cookie';
import { deleteUserSessions } from '../auth/sessions';
import { requestLanguage } from '../http/language';
import { linkOrigin } from '../http/link-origin';
import { rateLimited } from '../http/rate-limits';
import { canReadUser } from './policy';
import { presentUser, presentUserList } from './presenters';
import { findUserWithRoles, listPublicRoles, listUsers } from './repository';
import { changeUser, createUserAsAdministrator, removeUser } from './user-admin';

const idParams = z.object({ id: z.uuid() });
const userAnswer = successEnvelopeSchema(publicUserSchema);
const tags = ['users'];

/** Users and roles (docs/spec/product-spec.md section 7): administrators manage everyone, a user sees and edits only themself. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = accountContextOf(app);

  app.get('/api/roles', { schema: { tags, summary: 'The public roles', response: { 200: successEnvelopeSchema(rolesListSchema) } } }, async (request) => {
    await requireUser(request);
    return { success: true as const, content: await listPublicRoles(app.db) };
  });

  app.get(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'A page of the users, oldest first unless sorted, searched by address, name and company (administrators)',
        querystring: userListQuerySchema,
        response: { 200: pagedEnvelopeSchema(usersListSchema) },
      },
      config: rateLimited(app.config, 'read'),
    },
    async (request) => {
      await requireAdministrator(request);
      const { limit, offset } = request.query;
      const { users, total } = await listUsers(app.db, request.query);
      return { success: true as const, content: presentUserList(users), page: { offset, limit, total } };
    },
  );

  app.get(
    '/api/users/:id',
    { schema: { tags, summary: 'One user: oneself, or anyone for an administrator', params: idParams, response: { 200: userAnswer } } },
    async (request) => {
      const user = authorize(canReadUser, await requireUser(request), await findUserWithRoles(app.db, request.params.id));
      return { success: true as const, content: presentUser(user) };
    },
  );

  app.post(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Creates a user, inviting them by mail without a password (administrators)',
        body: userCreateRequestSchema,
        response: { 201: userAnswer },
      },
      config: rateLimited(app.config, 'creation'),
    },
    async (request, reply) => {
      await requireAdministrator(request);
      const user = await createUserAsAdministrator({ ...context, publicUrl: linkOrigin(request, app.config) }, request.body, requestLanguage(request));
      return reply.code(201).send({ success: true as const, content: presentUser(user) });
    },
  );

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: "Changes a user: their own profile, or anything for an administrator; a new e-mail address with the caller's password",
        params: idParams,
        body: userUpdateRequestSchema,
        response: { 200: userAnswer },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const target = authorize(canReadUser, actor, await findUserWithRoles(app.db, request.params.id));
      const { user: changes, password } = request.body;
      return { success: true as const, content: presentUser(await changeUser(context, { actor, target, changes, password })) };
    },
  );

  app.delete(
    '/api/users/:id',
    { schema: { tags, summary: 'Deletes a user with their records (administrators)', params: idParams, response: { 200: emptySuccessSchema } } },
    async (request) => {
      await requireAdministrator(request);
      await removeUser(context, request.params.id);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/users/:id/sessions',
    {
      schema: {
        tags,
        summary: 'Ends every session of a user, signing them out everywhere (administrators)',
        params: idParams,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireAdministrator(request);
      const user = found(await findUserWithRoles(app.db, request.params.id));
      await deleteUserSessions(app.db, user.id);
      if (user.id === actor.id) endSessionInBrowser(reply, app.config);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/users/:id/second-factor',
    {
      schema: {
        tags,
        summary: 'Resets the second factor of a user who lost it: the password alone signs them in again, and they are told by mail (administrators)',
        params: idParams,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const actor = await requireAdministrator(request);
      await resetSecondFactor(context, { actor, target: found(await findUserWithRoles(app.db, request.params.id)) });
      return { success: true as const };
    },
  );
};
