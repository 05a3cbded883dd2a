import { KeelsonError, shipTypeListSchema, shipTypeSchema, successEnvelopeSchema } from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLanguage } from '../http/language';
import { presentShipType } from './presenters';
import { findShipType, listShipTypes } from './repository';

const codeParams = z.object({ code: z.string().max(64) });
const tags = ['ship types'];

/** Ship types (docs/spec/product-spec.md section 7): public, so that an anonymous visitor's cashflow can pick one. */
export const shipTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ship-types',
    {
      schema: {
        tags,
        summary: 'Every ship type with its typical figures, its name in the language of Accept-Language',
        response: { 200: successEnvelopeSchema(shipTypeListSchema) },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      return { success: true as const, content: (await listShipTypes(app.db)).map((shipType) => presentShipType(shipType, language)) };
    },
  );

  app.get(
    '/api/ship-types/:code',
    { schema: { tags, summary: 'One ship type, by its code', params: codeParams, response: { 200: successEnvelopeSchema(shipTypeSchema) } } },
    async (request, reply) => {
      const shipType = await findShipType(app.db, request.params.code);
      if (shipType === null) throw new KeelsonError(1010);
      return { success: true as const, content: presentShipType(shipType, answerLanguage(request, reply)) };
    },
  );
};
