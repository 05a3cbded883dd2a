import { analysisListQuerySchema, emptySuccessSchema, pagedEnvelopeSchema, successEnvelopeSchema, utility } from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, found } from '../auth/authorization';
import { requireUser } from '../auth/current-user';
import { answerLanguage } from '../http/language';
import { keptAnswerDescription, sendKeptAnswer } from '../http/no-store';
import { rateLimited } from '../http/rate-limits';
import { canChangeAnalysis, canDeleteAnalysis, canReadAnalysis } from './policy';
import { localizedAnalysisList, presentAnalysis } from './presenters';
import { findAnalysis, findAnalysisByReadonlyId } from './repository';
import { createAnalysis, deleteAnalysis, listAnalyses, sharedAnalysisAnswer, updateAnalysis } from './service';
import { findTemplate, templates } from './templates';
import { localizedTemplate } from './templates/localize';

const idParams = z.object({ id: z.uuid() });
const templateParams = z.object({ id: z.string().min(1).max(100) });
const savedAnswer = successEnvelopeSchema(utility.savedAnalysisSchema);
const tags = ['utility analyses'];

/** Utility analyses (docs/spec/product-spec.md section 7, docs/spec/utility-analysis.md): templates for anyone, analyses like cashflows. */
export const utilityAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  // Both spellings, with and without the trailing slash, as the spec writes the list call with one.
  for (const url of ['/api/utilityAnalysis/template', '/api/utilityAnalysis/template/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Every template, its texts in the language of Accept-Language',
          response: { 200: successEnvelopeSchema(z.array(utility.templateSchema)) },
        },
      },
      async (request, reply) => {
        const language = answerLanguage(request, reply);
        return { success: true as const, content: templates.map((template) => localizedTemplate(template, language)) };
      },
    );
  }
  app.get(
    '/api/utilityAnalysis/template/:id',
    {
      schema: {
        tags,
        summary: 'One template version, its texts in the language of Accept-Language',
        params: templateParams,
        response: { 200: successEnvelopeSchema(utility.templateSchema) },
      },
    },
    async (request, reply) => ({ success: true as const, content: localizedTemplate(found(findTemplate(request.params.id)), answerLanguage(request, reply)) }),
  );

  for (const url of ['/api/utilityAnalysis', '/api/utilityAnalysis/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "A page of the caller's analyses (an administrator's: everyone's) with their template titles and leaders",
          querystring: analysisListQuerySchema,
          response: { 200: pagedEnvelopeSchema(utility.analysisListSchema) },
        },
        config: rateLimited(config, 'read'),
      },
      async (request, reply) => {
        const { items, page } = await listAnalyses(db, { actor: await requireUser(request), query: request.query });
        return { success: true as const, content: localizedAnalysisList(items, answerLanguage(request, reply)), page };
      },
    );
  }

  app.get('/api/utilityAnalysis/:id', { schema: { tags, summary: 'One analysis', params: idParams, response: { 200: savedAnswer } } }, async (request) => {
    const analysis = authorize(canReadAnalysis, await requireUser(request), await findAnalysis(db, request.params.id));
    return { success: true as const, content: presentAnalysis(analysis) };
  });

  app.post(
    '/api/utilityAnalysis',
    {
      schema: { tags, summary: 'Saves a new analysis of the caller', body: utility.analysisBodySchema, response: { 201: savedAnswer } },
      config: rateLimited(config, 'creation'),
    },
    async (request, reply) => {
      const analysis = await createAnalysis(db, { owner: await requireUser(request), body: request.body, maxRecords: config.maxRecordsPerUser });
      return reply.code(201).send({ success: true as const, content: presentAnalysis(analysis) });
    },
  );

  app.put(
    '/api/utilityAnalysis/:id',
    {
      schema: {
        tags,
        summary: 'Replaces an analysis, refused (409) when it changed since `updated`',
        params: idParams,
        body: utility.analysisBodySchema,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const current = authorize(canChangeAnalysis, actor, await findAnalysis(db, request.params.id));
      return { success: true as const, content: presentAnalysis(await updateAnalysis(db, { actor, current, body: request.body })) };
    },
  );

  app.delete(
    '/api/utilityAnalysis/:id',
    { schema: { tags, summary: 'Deletes an analysis', params: idParams, response: { 200: emptySuccessSchema } } },
    async (request) => {
      await deleteAnalysis(db, authorize(canDeleteAnalysis, await requireUser(request), await findAnalysis(db, request.params.id)));
      return { success: true as const };
    },
  );

  app.get(
    '/api/utilityAnalysis/readonly/:id',
    {
      schema: {
        tags,
        summary: 'A shared analysis with its ranking, by its read-only id',
        description: keptAnswerDescription,
        params: idParams,
        response: { 200: successEnvelopeSchema(utility.readonlyAnalysisSchema) },
      },
      config: rateLimited(config, 'read'),
    },
    async (request, reply) => {
      const analysis = found(await findAnalysisByReadonlyId(db, request.params.id));
      return sendKeptAnswer(request, reply, await sharedAnalysisAnswer(db, analysis, answerLanguage(request, reply)));
    },
  );
};
