import {
  cashflowListQuerySchema,
  cashflowListSchema,
  cashflowSchema,
  emptySuccessSchema,
  pagedEnvelopeSchema,
  readonlyCashflowSchema,
  savedCashflowSchema,
  scenarioResultListSchema,
  successEnvelopeSchema,
} from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, found } from '../auth/authorization';
import { requireUser } from '../auth/current-user';
import { keptAnswerDescription, sendKeptAnswer } from '../http/no-store';
import { rateLimited } from '../http/rate-limits';
import { canChangeCashflow, canDeleteCashflow, canDeleteReadonlyLinks, canReadCashflow } from './policy';
import { presentCashflow, presentReadonlyCashflow } from './presenters';
import { findCashflow, findCashflowByReadonlyId } from './repository';
import { calculationAnswer, createCashflow, deleteCashflow, deleteReadonlyLinks, listCashflows, updateCashflow } from './service';

const idParams = z.object({ id: z.uuid() });
const readonlyParams = z.object({ readonlyId: z.uuid() });
const savedAnswer = successEnvelopeSchema(savedCashflowSchema);
const resultsAnswer = successEnvelopeSchema(scenarioResultListSchema);
const tags = ['cashflows'];

/** Cashflows (docs/spec/product-spec.md section 7): the owner and administrators; anyone with a read-only link. */
export const cashflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/cashflow',
    {
      schema: {
        tags,
        summary: "A page of the caller's cashflows (an administrator's: everyone's) with their stored summaries",
        querystring: cashflowListQuerySchema,
        response: { 200: pagedEnvelopeSchema(cashflowListSchema) },
      },
      config: rateLimited(config, 'read'),
    },
    async (request) => {
      const { items, page } = await listCashflows(db, { actor: await requireUser(request), query: request.query });
      return { success: true as const, content: items, page };
    },
  );

  app.get('/api/cashflow/:id', { schema: { tags, summary: 'One cashflow', params: idParams, response: { 200: savedAnswer } } }, async (request) => {
    const cashflow = authorize(canReadCashflow, await requireUser(request), await findCashflow(db, request.params.id));
    return { success: true as const, content: presentCashflow(cashflow) };
  });

  app.post(
    '/api/cashflow',
    {
      schema: { tags, summary: 'Saves a new cashflow of the caller', body: cashflowSchema, response: { 201: savedAnswer } },
      config: rateLimited(config, 'creation'),
    },
    async (request, reply) => {
      const cashflow = await createCashflow(db, { owner: await requireUser(request), draft: request.body, maxRecords: config.maxRecordsPerUser });
      return reply.code(201).send({ success: true as const, content: presentCashflow(cashflow) });
    },
  );

  app.put(
    '/api/cashflow/:id',
    {
      schema: {
        tags,
        summary: 'Replaces a cashflow, refused (409) when it changed since `updated`',
        params: idParams,
        body: cashflowSchema.extend({ updated: z.iso.datetime() }),
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const current = authorize(canChangeCashflow, actor, await findCashflow(db, request.params.id));
      return { success: true as const, content: presentCashflow(await updateCashflow(db, { actor, current, draft: request.body })) };
    },
  );

  app.delete(
    '/api/cashflow/:id',
    { schema: { tags, summary: 'Deletes a cashflow', params: idParams, response: { 200: emptySuccessSchema } } },
    async (request) => {
      await deleteCashflow(db, authorize(canDeleteCashflow, await requireUser(request), await findCashflow(db, request.params.id)));
      return { success: true as const };
    },
  );

  app.get(
    '/api/cashflow/:id/calculate',
    {
      schema: {
        tags,
        summary: "The engine's results of a saved cashflow: base, long-term average, then each user scenario",
        description: keptAnswerDescription,
        params: idParams,
        response: { 200: resultsAnswer },
      },
      config: rateLimited(config, 'calculation'),
    },
    async (request, reply) => {
      const cashflow = authorize(canReadCashflow, await requireUser(request), await findCashflow(db, request.params.id));
      return sendKeptAnswer(request, reply, calculationAnswer(cashflow));
    },
  );

  app.get(
    '/api/cashflow/readonly/:readonlyId',
    {
      schema: {
        tags,
        summary: 'A shared cashflow, by its read-only id',
        params: readonlyParams,
        response: { 200: successEnvelopeSchema(readonlyCashflowSchema) },
      },
      config: rateLimited(config, 'read'),
    },
    async (request) => {
      const cashflow = found(await findCashflowByReadonlyId(db, request.params.readonlyId));
      return { success: true as const, content: presentReadonlyCashflow(cashflow) };
    },
  );

  app.get(
    '/api/cashflow/readonly/:readonlyId/calculate',
    {
      schema: {
        tags,
        summary: "The engine's results of a shared cashflow, its user scenarios included",
        description: keptAnswerDescription,
        params: readonlyParams,
        response: { 200: resultsAnswer },
      },
      config: rateLimited(config, 'calculation'),
    },
    async (request, reply) => {
      const cashflow = found(await findCashflowByReadonlyId(db, request.params.readonlyId));
      return sendKeptAnswer(request, reply, calculationAnswer(cashflow));
    },
  );

  app.delete(
    '/api/cashflow/readonly/:id',
    { schema: { tags, summary: 'Withdraws every read-only link of a cashflow', params: idParams, response: { 200: savedAnswer } } },
    async (request) => {
      const cashflow = authorize(canDeleteReadonlyLinks, await requireUser(request), await findCashflow(db, request.params.id));
      return { success: true as const, content: presentCashflow(await deleteReadonlyLinks(db, cashflow)) };
    },
  );
};
