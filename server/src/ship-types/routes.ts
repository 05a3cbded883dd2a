import { KeelsonError, shipTypeListSchema, shipTypeSchema, successEnvelopeSchema } from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findShipType, listShipTypes } from './repository';

const codeParams = z.object({ code: z.string().max(64) });
const tags = ['ship types'];

/** Ship types (docs/spec/product-spec.md section 7): public, so that an anonymous visitor's cashflow can pick one. */
export const shipTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ship-types',
    { schema: { tags, summary: 'Every ship type with its typical figures', response: { 200: successEnvelopeSchema(shipTypeListSchema) } } },
    async () => {
      return { success: true as const, content: await listShipTypes(app.db) };
    },
  );

  app.get(
    '/api/ship-types/:code',
    { schema: { tags, summary: 'One ship type, by its code', params: codeParams, response: { 200: successEnvelopeSchema(shipTypeSchema) } } },
    async (request) => {
      const shipType = await findShipType(app.db, request.params.code);
      if (shipType === null) throw new KeelsonError(1010);
      return { success: true as const, content: shipType };
    },
  );
};
