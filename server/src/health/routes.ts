import { healthSchema, KeelsonError, successEnvelopeSchema } from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../db/client';

/** `GET /api/health`: answers only after a real query has reached the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Answers once a real query has reached the database', response: { 200: successEnvelopeSchema(healthSchema) } } },
    async () => {
      try {
        await ping(app.db);
      } catch (cause) {
        throw new KeelsonError(1005, { cause });
      }
      return { success: true as const, content: { database: app.databaseKind } };
    },
  );
};
