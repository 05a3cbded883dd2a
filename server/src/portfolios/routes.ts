import {
  emptySuccessSchema,
  pagedEnvelopeSchema,
  portfolioCreateBodySchema,
  portfolioListQuerySchema,
  portfolioListSchema,
  portfolioSchema,
  portfolioUpdateBodySchema,
  successEnvelopeSchema,
} from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../auth/authorization';
import { requireUser } from '../auth/current-user';
import { rateLimited } from '../http/rate-limits';
import { canChangePortfolio, canDeletePortfolio, canReadPortfolio } from './policy';
import { findPortfolio } from './repository';
import { createPortfolio, deletePortfolio, listPortfolios, portfolioAnswer, updatePortfolio } from './service';

const idParams = z.object({ id: z.uuid() });
const portfolioAnswerSchema = successEnvelopeSchema(portfolioSchema);
const tags = ['portfolios'];

/** Portfolios (the loan book): the owner and administrators, as for cashflows. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/portfolio',
    {
      schema: {
        tags,
        summary: "A page of the caller's portfolios (an administrator's: everyone's) with how many loans each holds",
        querystring: portfolioListQuerySchema,
        response: { 200: pagedEnvelopeSchema(portfolioListSchema) },
      },
      config: rateLimited(config, 'read'),
    },
    async (request) => {
      const { items, page } = await listPortfolios(db, { actor: await requireUser(request), query: request.query });
      return { success: true as const, content: items, page };
    },
  );

  app.post(
    '/api/portfolio',
    {
      schema: { tags, summary: 'Saves a new, empty portfolio of the caller', body: portfolioCreateBodySchema, response: { 201: portfolioAnswerSchema } },
      config: rateLimited(config, 'creation'),
    },
    async (request, reply) => {
      const portfolio = await createPortfolio(db, { owner: await requireUser(request), body: request.body, maxRecords: config.maxRecordsPerUser });
      return reply.code(201).send({ success: true as const, content: portfolio });
    },
  );

  app.get(
    '/api/portfolio/:id',
    { schema: { tags, summary: 'One portfolio with the ids of its cashflows', params: idParams, response: { 200: portfolioAnswerSchema } } },
    async (request) => {
      const actor = await requireUser(request);
      const record = authorize(canReadPortfolio, actor, await findPortfolio(db, request.params.id));
      return { success: true as const, content: await portfolioAnswer(db, { actor, row: record, ownerEmail: record.ownerEmail }) };
    },
  );

  app.put(
    '/api/portfolio/:id',
    {
      schema: {
        tags,
        summary: "Replaces a portfolio and its cashflows (its owner's only), refused (409) when it changed since `updated`",
        params: idParams,
        body: portfolioUpdateBodySchema,
        response: { 200: portfolioAnswerSchema },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const current = authorize(canChangePortfolio, actor, await findPortfolio(db, request.params.id));
      return { success: true as const, content: await updatePortfolio(db, { actor, current, body: request.body }) };
    },
  );

  app.delete(
    '/api/portfolio/:id',
    { schema: { tags, summary: 'Deletes a portfolio; its cashflows stay', params: idParams, response: { 200: emptySuccessSchema } } },
    async (request) => {
      await deletePortfolio(db, authorize(canDeletePortfolio, await requireUser(request), await findPortfolio(db, request.params.id)));
      return { success: true as const };
    },
  );
};
