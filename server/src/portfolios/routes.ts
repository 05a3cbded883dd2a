import {
  emptySuccessSchema,
  pagedEnvelopeSchema,
  portfolioBookSchema,
  portfolioCreateBodySchema,
  portfolioImportBodySchema,
  portfolioImportResultSchema,
  portfolioListQuerySchema,
  portfolioListSchema,
  portfolioSchema,
  portfolioUpdateBodySchema,
  latestStressRunSchema,
  stressRunSchema,
  stressStartBodySchema,
  successEnvelopeSchema,
} from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../auth/authorization';
import { requireUser } from '../auth/current-user';
import { rateLimited } from '../http/rate-limits';
import { canChangePortfolio, canDeletePortfolio, canImportIntoPortfolio, canReadPortfolio } from './policy';
import { findPortfolio } from './repository';
import { cancelStressRun, latestStressRun, startStressRun } from './stress-service';
import { createPortfolio, deletePortfolio, importIntoPortfolio, listPortfolios, portfolioAnswer, portfolioBook, updatePortfolio } from './service';

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

  app.get(
    '/api/portfolio/:id/book',
    {
      schema: {
        tags,
        summary: 'The loan book of a portfolio: each loan with the covenant monitor its last save stored, never calculated for the answer',
        params: idParams,
        response: { 200: successEnvelopeSchema(portfolioBookSchema) },
      },
      config: rateLimited(config, 'read'),
    },
    async (request) => {
      const actor = await requireUser(request);
      const portfolio = authorize(canReadPortfolio, actor, await findPortfolio(db, request.params.id));
      return { success: true as const, content: await portfolioBook(db, { actor, portfolio }) };
    },
  );

  app.post(
    '/api/portfolio/:id/import',
    {
      schema: {
        tags,
        summary: "Imports a book: one cashflow of the portfolio's owner per valid row, added to the portfolio, all in one transaction",
        description:
          'Each row is validated as a save and a calculation validate it. Mode `all` with any bad row answers 1012 whose field errors name ' +
          '`rows[<index>].<column>` and saves nothing; mode `validOnly` saves the valid rows and answers the others as skipped, numbered as ' +
          'the spreadsheet numbers them (the header is row 1, so rows[0] is row 2).',
        params: idParams,
        body: portfolioImportBodySchema,
        response: { 200: successEnvelopeSchema(portfolioImportResultSchema) },
      },
      config: rateLimited(config, 'creation'),
    },
    async (request) => {
      const portfolio = authorize(canImportIntoPortfolio, await requireUser(request), await findPortfolio(db, request.params.id));
      return { success: true as const, content: await importIntoPortfolio(db, { portfolio, body: request.body, maxRecords: config.maxRecordsPerUser }) };
    },
  );

  app.get(
    '/api/portfolio/:id/stress',
    {
      schema: {
        tags,
        summary: "The portfolio's latest stress test run: its progress and estimated time left, or its summary once done; null before the first",
        params: idParams,
        response: { 200: successEnvelopeSchema(latestStressRunSchema) },
      },
      config: rateLimited(config, 'read'),
    },
    async (request) => {
      const portfolio = authorize(canReadPortfolio, await requireUser(request), await findPortfolio(db, request.params.id));
      return { success: true as const, content: await latestStressRun(db, portfolio) };
    },
  );

  app.post(
    '/api/portfolio/:id/stress',
    {
      schema: {
        tags,
        summary: "Queues a stress test of the portfolio's loans as they are now (docs/portfolio-stress.md); while one runs, answers that run",
        description: 'Each missing parameter takes its default. Workers (the server, and any `npm run worker` process) compute the paths in chunks.',
        params: idParams,
        body: stressStartBodySchema,
        response: { 200: successEnvelopeSchema(stressRunSchema) },
      },
      config: rateLimited(config, 'calculation'),
    },
    async (request) => {
      const portfolio = authorize(canChangePortfolio, await requireUser(request), await findPortfolio(db, request.params.id));
      return { success: true as const, content: await startStressRun(db, app.jobs, { portfolio, body: request.body }) };
    },
  );

  app.delete(
    '/api/portfolio/:id/stress',
    {
      schema: {
        tags,
        summary: "Cancels the portfolio's running stress test; its chunks not yet worked are skipped",
        params: idParams,
        response: { 200: successEnvelopeSchema(latestStressRunSchema) },
      },
    },
    async (request) => {
      const portfolio = authorize(canChangePortfolio, await requireUser(request), await findPortfolio(db, request.params.id));
      return { success: true as const, content: await cancelStressRun(db, app.jobs, portfolio) };
    },
  );
};
