import { legalNoticeSchema, successEnvelopeSchema, type LegalNotice } from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** The operator of the configuration as the legal notice shows it: each detail that is not set as null. */
export function presentLegalNotice(config: Pick<Config, 'operator'>): LegalNotice {
  const { operator } = config;
  if (operator === null) return { operator: null };
  return {
    operator: {
      name: operator.name,
      address: operator.address,
      email: operator.email,
      representative: operator.representative ?? null,
      phone: operator.phone ?? null,
      register: operator.register ?? null,
      vatId: operator.vatId ?? null,
      contentResponsible: operator.contentResponsible ?? null,
      privacyContact: operator.privacyContact ?? null,
    },
  };
}

/** `GET /api/legal-notice`: who operates this installation (OPERATOR_*), for the legal notice page; public. */
export const legalNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { success: true as const, content: presentLegalNotice(app.config) };
  app.get(
    '/api/legal-notice',
    {
      schema: {
        tags: ['legal notice'],
        summary: 'The operator of this installation for the legal notice; operator is null while OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL are unset',
        response: { 200: successEnvelopeSchema(legalNoticeSchema) },
      },
    },
    async () => answer,
  );
};
