import {
  emptySuccessSchema,
  passwordConfirmationRequestSchema,
  recoveryCodesSchema,
  secondFactorConfirmRequestSchema,
  secondFactorSetupSchema,
  successEnvelopeSchema,
} from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountContext } from './account-service';
import { requireUser } from './current-user';
import { readSessionToken } from './session-cookie';
import { confirmSecondFactor, disableSecondFactor, renewRecoveryCodes, startSecondFactorSetup } from './second-factor';

const tags = ['auth'];

/** `/auth/second-factor/*`: the signed-in user's authenticator app and recovery codes. */
export function secondFactorRoutes(context: AccountContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/second-factor/setup',
      {
        schema: {
          tags,
          summary: 'Starts setting up a second factor (the password again): a new secret with its otpauth URI and QR code, active once confirmed',
          body: passwordConfirmationRequestSchema,
          response: { 200: successEnvelopeSchema(secondFactorSetupSchema) },
        },
      },
      async (request) => ({ success: true as const, content: await startSecondFactorSetup(context, await requireUser(request), request.body.password) }),
    );

    app.post(
      '/auth/second-factor/confirm',
      {
        schema: {
          tags,
          summary:
            'Turns the second factor on with a first code from the authenticator app (and the password again); answers the ten recovery codes, shown once',
          body: secondFactorConfirmRequestSchema,
          response: { 200: successEnvelopeSchema(recoveryCodesSchema) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const sessionToken = readSessionToken(request) ?? '';
        return { success: true as const, content: await confirmSecondFactor(context, user, { ...request.body, sessionToken }) };
      },
    );

    app.post(
      '/auth/second-factor/disable',
      {
        schema: {
          tags,
          summary: 'Turns the second factor off (the password again); its recovery codes go',
          body: passwordConfirmationRequestSchema,
          response: { 200: emptySuccessSchema },
        },
      },
      async (request) => {
        await disableSecondFactor(context, await requireUser(request), request.body.password);
        return { success: true as const };
      },
    );

    app.post(
      '/auth/second-factor/recovery-codes',
      {
        schema: {
          tags,
          summary: 'Replaces the recovery codes with ten new ones (the password again), shown once',
          body: passwordConfirmationRequestSchema,
          response: { 200: successEnvelopeSchema(recoveryCodesSchema) },
        },
      },
      async (request) => ({ success: true as const, content: await renewRecoveryCodes(context, await requireUser(request), request.body.password) }),
    );
  };
}
