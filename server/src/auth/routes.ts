import {
  changePasswordRequestSchema,
  changePasswordWithTokenRequestSchema,
  confirmPasswordRequestSchema,
  emptySuccessSchema,
  meSchema,
  publicUserSchema,
  resendConfirmationRequestSchema,
  resetPasswordRequestSchema,
  signinRequestSchema,
  signupRequestSchema,
  successEnvelopeSchema,
} from '@keelson/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAnswerQueue } from '../http/after-answer';
import { requestLanguage } from '../http/language';
import { linkOrigin } from '../http/link-origin';
import { rateLimited } from '../http/rate-limits';
import { presentUser } from '../users/presenters';
import {
  accountContextOf,
  changePassword,
  meOf,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  verifyEmail,
  type AccountContext,
} from './account-service';
import { actorOf, requireUser } from './current-user';
import { resendConfirmation } from './resend-confirmation';
import { endSessionInBrowser, readSessionToken, setSessionCookie } from './session-cookie';
import { deleteSession, deleteUserSessions, userAgentMaxLength } from './sessions';
import { secondFactorRoutes } from './second-factor-routes';
import { sessionRoutes } from './session-routes';
import { deviceProof, readDeviceProof, setDeviceCookie } from './known-device';
import { prepareNoAccountHash } from './passwords';

const tokenParams = z.object({ token: z.string().min(1).max(200) });
const done = { success: true as const };
const tags = ['auth'];

/** Every `/auth` call of docs/spec/product-spec.md section 7, with the second factor and the session list. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = accountContextOf(app);
  const afterAnswer = afterAnswerQueue(app.log);
  app.addHook('onClose', afterAnswer.settle);
  // Ready before the first sign-in for an unknown address, which would otherwise wait for it to be made.
  await prepareNoAccountHash();
  /** The context of a request whose e-mails link back to where the request came from (http/link-origin.ts). */
  const contextFor = (request: FastifyRequest): AccountContext => ({ ...context, publicUrl: linkOrigin(request, app.config) });

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in user and the views they may open', response: { 200: successEnvelopeSchema(meSchema) } } },
    async (request) => {
      return { success: true as const, content: meOf(await requireUser(request), app.config) };
    },
  );

  app.post(
    '/auth/signup',
    {
      schema: {
        tags,
        summary: 'Creates an unverified account and mails the verification link',
        body: signupRequestSchema,
        response: { 201: successEnvelopeSchema(z.object({ user: publicUserSchema })) },
      },
      config: rateLimited(app.config, 'account'),
    },
    async (request, reply) => {
      const user = await signUp(contextFor(request), request.body, request.ip, requestLanguage(request));
      return reply.code(201).send({ success: true as const, content: { user: presentUser(user) } });
    },
  );

  app.post(
    '/auth/signup/resend',
    {
      schema: {
        tags,
        summary: 'Mails the confirmation link of a pending sign-up again (the answer is the same for any address)',
        body: resendConfirmationRequestSchema,
        response: { 200: emptySuccessSchema },
      },
      config: rateLimited(app.config, 'account'),
    },
    async (request) => {
      afterAnswer.run(await resendConfirmation(contextFor(request), request.body.email, request.ip));
      return done;
    },
  );

  app.post(
    '/auth/verify-email/:token',
    {
      schema: {
        tags,
        summary: 'Verifies an e-mail address with the mailed token',
        params: tokenParams,
        response: { 200: successEnvelopeSchema(z.object({ user: publicUserSchema })) },
      },
    },
    async (request) => ({ success: true as const, content: { user: presentUser(await verifyEmail(context, request.params.token)) } }),
  );

  app.post(
    '/auth/signin',
    {
      schema: {
        tags,
        summary: 'Signs in: a new session cookie (otp: the authenticator code or a recovery code, when a second factor is on)',
        body: signinRequestSchema,
        response: { 200: successEnvelopeSchema(meSchema) },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent']?.slice(0, userAgentMaxLength);
      const signedIn = await signIn(context, request.body, { address: request.ip, userAgent, deviceProof: readDeviceProof(request) });
      const { user, token, expiresAt, secondFactorAt } = signedIn;
      // A new token at every sign-in; the session this browser had before ends (no session fixation).
      const previous = readSessionToken(request);
      if (previous !== undefined) await deleteSession(app.db, previous);
      setSessionCookie(reply, app.config, token, expiresAt);
      setDeviceCookie(reply, app.config, signedIn.deviceProof);
      return { success: true as const, content: meOf(actorOf({ user, secondFactorAt }, app.config), app.config) };
    },
  );

  app.post(
    '/auth/signout',
    {
      schema: {
        tags,
        summary: 'Signs out this session, or every session with everywhere=true',
        querystring: z.object({ everywhere: z.enum(['true', 'false']).optional() }),
        response: { 200: emptySuccessSchema },
      },
    },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (request.query.everywhere === 'true') {
        const user = await requireUser(request);
        await deleteUserSessions(app.db, user.id);
      } else if (token !== undefined) {
        await deleteSession(app.db, token);
      }
      // The calculate answers a browser keeps for revalidation (private, no-cache; cashflows/routes.ts) go with the session.
      endSessionInBrowser(reply, app.config);
      return done;
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Mails a password-reset link (the answer is the same for unknown addresses)',
        body: resetPasswordRequestSchema,
        response: { 200: emptySuccessSchema },
      },
      config: rateLimited(app.config, 'account'),
    },
    async (request) => {
      afterAnswer.run(await requestPasswordReset(contextFor(request), request.body.email, request.ip));
      return done;
    },
  );

  app.post(
    '/auth/confirm-password/:token',
    {
      schema: {
        tags,
        summary: 'Sets a new password with a mailed reset token',
        params: tokenParams,
        body: confirmPasswordRequestSchema,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(context, request.params.token, request.body.password);
      // The link came to the owner's mailbox: this browser is theirs, and a guesser's failures no longer slow it.
      setDeviceCookie(reply, app.config, await deviceProof(app.db, user.id));
      return done;
    },
  );

  app.post(
    '/auth/change-password/:token',
    {
      schema: {
        tags,
        summary: 'Sets a new password with a mailed token (newPassword)',
        params: tokenParams,
        body: changePasswordWithTokenRequestSchema,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(context, request.params.token, request.body.newPassword, 'newPassword');
      setDeviceCookie(reply, app.config, await deviceProof(app.db, user.id));
      return done;
    },
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Changes the password of the signed-in user, ending their other sessions',
        body: changePasswordRequestSchema,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const currentToken = readSessionToken(request) ?? '';
      await changePassword(contextFor(request), { user, ...request.body, currentToken });
      return done;
    },
  );

  await app.register(secondFactorRoutes(context));
  await app.register(sessionRoutes(context));
};
