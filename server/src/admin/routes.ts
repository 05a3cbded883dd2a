import { adminOverviewSchema, successEnvelopeSchema } from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdministrator } from '../auth/current-user';
import { adminOverview } from './overview';

/** `GET /api/admin/overview`: the counts and recent outbox mail of the admin area page. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts of users and records, and the latest outbox mail',
        response: { 200: successEnvelopeSchema(adminOverviewSchema) },
      },
    },
    async (request) => {
      await requireAdministrator(request);
      return { success: true as const, content: await adminOverview(app.db, app.mailer.kind) };
    },
  );
};
