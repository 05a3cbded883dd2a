import { calculate, emptySuccessSchema, KeelsonError, successEnvelopeSchema, utility } from '@keelson/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccessCashflow, canShareCashflow, isAdministrator } from '../auth/authorization';
import { requireUser } from '../auth/current-user';
import type { Database } from '../db/client';
import type { UserWithRoles } from '../users/repository';
import {
  createAnalysis,
  deleteAnalysis,
  findAnalysis,
  findAnalysisByReadonlyId,
  listAnalyses,
  ownedCashflows,
  readonlyIdTaken,
  toSavedAnalysis,
  updateAnalysis,
  type AnalysisRow,
} from './repository';
import { findTemplate, templates } from './templates';

const idParams = z.object({ id: z.uuid() });
const templateParams = z.object({ id: z.string().min(1).max(100) });
const savedAnswer = successEnvelopeSchema(utility.savedAnalysisSchema);
const staleMessage = 'This analysis was changed elsewhere since you opened it; reload it to see the changes';

const invalid = (field: string, message: string) => new KeelsonError(1012, { errors: [{ field, message }] });

/** An analysis must fit its template version and link only to its owner's cashflows. */
async function checkBody(db: Database, ownerId: string, body: utility.AnalysisBody): Promise<utility.Template> {
  const template = findTemplate(body.templateId);
  if (template === undefined) throw invalid('templateId', 'is not a known template');
  if (template.version !== body.templateVersion) throw invalid('templateVersion', `must be ${template.version} for ${template.id}`);
  const alternatives = new Set(body.alternatives.map((alternative) => alternative.id));
  const leaves = new Set(
    utility
      .allNodes(template.criteria)
      .filter((node) => node.kind !== 'group')
      .map((node) => node.id),
  );
  for (const [alternativeId, answers] of Object.entries(body.answers)) {
    if (!alternatives.has(alternativeId)) throw invalid(`answers.${alternativeId}`, 'is not an alternative of this analysis');
    for (const leafId of Object.keys(answers))
      if (!leaves.has(leafId)) throw invalid(`answers.${alternativeId}.${leafId}`, 'is not a criterion of the template');
  }
  const linked = body.alternatives.flatMap((alternative) => (alternative.cashflowId === undefined ? [] : [alternative.cashflowId]));
  const owned = new Set((await ownedCashflows(db, ownerId, linked)).map((row) => row.id));
  body.alternatives.forEach((alternative, index) => {
    if (alternative.cashflowId !== undefined && !owned.has(alternative.cashflowId))
      throw invalid(`alternatives.${index}.cashflowId`, 'is not one of your cashflows');
  });
  // Scoring checks that every answer fits its criterion's kind (it throws 1012 otherwise).
  utility.scoreAnalysis({ template, analysis: body });
  return template;
}

/** The ranking of an analysis, with the metrics of its linked cashflows filled in by the engine. */
async function resultsOf(db: Database, row: AnalysisRow): Promise<utility.AlternativeResult[]> {
  const template = findTemplate(row.templateId);
  if (template === undefined) return [];
  const linked = row.data.alternatives.flatMap((alternative) => (alternative.cashflowId === undefined ? [] : [alternative.cashflowId]));
  const cashflowsById = new Map((await ownedCashflows(db, row.ownerId, linked)).map((cashflow) => [cashflow.id, cashflow]));
  const metrics: Record<string, utility.MetricValues> = {};
  for (const alternative of row.data.alternatives) {
    const cashflow = alternative.cashflowId === undefined ? undefined : cashflowsById.get(alternative.cashflowId);
    if (cashflow === undefined) continue;
    const outcome = calculate(cashflow.data);
    if (!outcome.ok) continue;
    metrics[alternative.id] = utility.cashflowMetrics({
      results: outcome.results,
      averageCharterRate: cashflow.data.averageTimeCharterCurr ?? 0,
      usefulLifeYears: cashflow.data.economicUsefulLifeYears ?? 22,
    });
  }
  return utility.scoreAnalysis({ template, analysis: row.data, metrics });
}

/** Utility analyses (docs/spec/product-spec.md section 7, docs/spec/utility-analysis.md): templates for anyone, analyses like cashflows. */
export const utilityAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  async function accessible(actor: UserWithRoles, id: string): Promise<AnalysisRow> {
    const row = await findAnalysis(app.db, id);
    if (row === null || !canAccessCashflow(actor, row)) throw new KeelsonError(1010);
    return row;
  }

  const templateList = { schema: { response: { 200: successEnvelopeSchema(z.array(utility.templateSchema)) } } };
  app.get('/api/utilityAnalysis/template', templateList, async () => ({ success: true as const, content: templates }));
  app.get('/api/utilityAnalysis/template/', templateList, async () => ({ success: true as const, content: templates }));
  app.get(
    '/api/utilityAnalysis/template/:id',
    { schema: { params: templateParams, response: { 200: successEnvelopeSchema(utility.templateSchema) } } },
    async (request) => {
      const template = findTemplate(request.params.id);
      if (template === undefined) throw new KeelsonError(1010);
      return { success: true as const, content: template };
    },
  );

  const list = { schema: { response: { 200: successEnvelopeSchema(utility.analysisListSchema) } } };
  const listHandler = async (request: FastifyRequest) => {
    const actor = await requireUser(request);
    return { success: true as const, content: await listAnalyses(app.db, isAdministrator(actor) ? { all: true } : { ownerId: actor.id }) };
  };
  app.get('/api/utilityAnalysis', list, listHandler);
  app.get('/api/utilityAnalysis/', list, listHandler);

  app.get('/api/utilityAnalysis/:id', { schema: { params: idParams, response: { 200: savedAnswer } } }, async (request) => {
    return { success: true as const, content: toSavedAnalysis(await accessible(await requireUser(request), request.params.id)) };
  });

  app.post('/api/utilityAnalysis', { schema: { body: utility.analysisBodySchema, response: { 201: savedAnswer } } }, async (request, reply) => {
    const actor = await requireUser(request);
    await checkBody(app.db, actor.id, request.body);
    if (request.body.readonlyId != null && (await readonlyIdTaken(app.db, request.body.readonlyId, null))) throw invalid('readonlyId', 'is already in use');
    const row = await createAnalysis(app.db, actor.id, request.body);
    return reply.code(201).send({ success: true as const, content: toSavedAnalysis(row) });
  });

  app.put('/api/utilityAnalysis/:id', { schema: { params: idParams, body: utility.analysisBodySchema, response: { 200: savedAnswer } } }, async (request) => {
    const actor = await requireUser(request);
    const current = await accessible(actor, request.params.id);
    if (request.body.updated === undefined) throw invalid('updated', 'is required to update an analysis');
    await checkBody(app.db, current.ownerId, request.body);
    const readonlyId = request.body.readonlyId === undefined ? current.readonlyId : request.body.readonlyId;
    if (readonlyId !== null && readonlyId !== current.readonlyId) {
      if (!canShareCashflow(actor, current)) throw invalid('readonlyId', 'Only the owner can share an analysis');
      if (await readonlyIdTaken(app.db, readonlyId, current.id)) throw invalid('readonlyId', 'is already in use');
    }
    const row = await updateAnalysis(app.db, { id: current.id, body: request.body, readonlyId, basedOn: new Date(request.body.updated) });
    if (row === null) throw new KeelsonError(1010);
    if (row === 'stale') throw new KeelsonError(1012, { message: staleMessage, errors: [{ field: 'updated', message: staleMessage }], status: 409 });
    return { success: true as const, content: toSavedAnalysis(row) };
  });

  app.delete('/api/utilityAnalysis/:id', { schema: { params: idParams, response: { 200: emptySuccessSchema } } }, async (request) => {
    const row = await accessible(await requireUser(request), request.params.id);
    await deleteAnalysis(app.db, row.id);
    return { success: true as const };
  });

  app.get(
    '/api/utilityAnalysis/readonly/:id',
    { schema: { params: idParams, response: { 200: successEnvelopeSchema(utility.readonlyAnalysisSchema) } } },
    async (request) => {
      const row = await findAnalysisByReadonlyId(app.db, request.params.id);
      if (row === null) throw new KeelsonError(1010);
      const { id: _id, ownerId: _ownerId, readonlyId: _readonlyId, ...shared } = toSavedAnalysis(row);
      return { success: true as const, content: { ...shared, results: await resultsOf(app.db, row) } };
    },
  );
};
