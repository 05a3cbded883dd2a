import {
  calculate,
  cashflowListSchema,
  cashflowSchema,
  emptySuccessSchema,
  KeelsonError,
  readonlyCashflowSchema,
  savedCashflowSchema,
  scenarioResultListSchema,
  successEnvelopeSchema,
  type Cashflow,
  type ScenarioResult,
} from '@keelson/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccessCashflow, canShareCashflow, isAdministrator } from '../auth/authorization';
import { requireUser } from '../auth/current-user';
import type { UserWithRoles } from '../users/repository';
import {
  clearReadonlyIds,
  createCashflow,
  deleteCashflow,
  findCashflow,
  findCashflowByReadonlyId,
  listCashflows,
  readonlyIdsTakenElsewhere,
  toReadonlyCashflow,
  toSavedCashflow,
  updateCashflow,
  type CashflowRow,
} from './repository';

const idParams = z.object({ id: z.uuid() });
const readonlyParams = z.object({ readonlyId: z.uuid() });
const savedAnswer = successEnvelopeSchema(savedCashflowSchema);
const resultsAnswer = successEnvelopeSchema(scenarioResultListSchema);
const staleMessage = 'This cashflow was changed elsewhere since you opened it; reload it to see the changes';
const linkTakenMessage = 'This read-only id is already in use';
const ownerOnlyMessage = 'Only the owner can create read-only links';

/** Core's calculation of a stored cashflow, or 1012 naming the fields that keep it from being calculated. */
function calculated(cashflow: Cashflow): ScenarioResult[] {
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new KeelsonError(1012, { message: 'The cashflow cannot be calculated', errors: outcome.errors });
  return outcome.results;
}

/** Cashflows (docs/spec/product-spec.md section 7): the owner and administrators; anyone with a read-only link. */
export const cashflowRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The cashflow if the caller may use it; anyone else learns only that there is none (1010). */
  async function accessible(actor: UserWithRoles, id: string): Promise<CashflowRow> {
    const row = await findCashflow(app.db, id);
    if (row === null || !canAccessCashflow(actor, row)) throw new KeelsonError(1010);
    return row;
  }

  async function checkReadonlyIds(ids: readonly string[], cashflowId: string | null): Promise<void> {
    if (await readonlyIdsTakenElsewhere(app.db, ids, cashflowId))
      throw new KeelsonError(1012, { errors: [{ field: 'readonlyIds', message: linkTakenMessage }] });
  }

  app.get('/api/cashflow', { schema: { response: { 200: successEnvelopeSchema(cashflowListSchema) } } }, async (request) => {
    const actor = await requireUser(request);
    const content = await listCashflows(app.db, isAdministrator(actor) ? { all: true } : { ownerId: actor.id });
    return { success: true as const, content };
  });

  app.get('/api/cashflow/:id', { schema: { params: idParams, response: { 200: savedAnswer } } }, async (request) => {
    const row = await accessible(await requireUser(request), request.params.id);
    return { success: true as const, content: toSavedCashflow(row) };
  });

  app.post('/api/cashflow', { schema: { body: cashflowSchema, response: { 201: savedAnswer } } }, async (request, reply) => {
    const actor = await requireUser(request);
    await checkReadonlyIds(request.body.readonlyIds ?? [], null);
    const row = await createCashflow(app.db, actor.id, request.body);
    return reply.code(201).send({ success: true as const, content: toSavedCashflow(row) });
  });

  app.put(
    '/api/cashflow/:id',
    { schema: { params: idParams, body: cashflowSchema.extend({ updated: z.iso.datetime() }), response: { 200: savedAnswer } } },
    async (request) => {
      const actor = await requireUser(request);
      const current = await accessible(actor, request.params.id);
      const readonlyIds = request.body.readonlyIds ?? current.readonlyIds;
      const addsLinks = readonlyIds.some((readonlyId) => !current.readonlyIds.includes(readonlyId));
      if (addsLinks && !canShareCashflow(actor, current)) throw new KeelsonError(1012, { errors: [{ field: 'readonlyIds', message: ownerOnlyMessage }] });
      await checkReadonlyIds(readonlyIds, current.id);
      const row = await updateCashflow(app.db, { id: current.id, draft: request.body, readonlyIds, basedOn: new Date(request.body.updated) });
      if (row === null) throw new KeelsonError(1010);
      if (row === 'stale') {
        throw new KeelsonError(1012, { message: staleMessage, errors: [{ field: 'updated', message: staleMessage }], status: 409 });
      }
      return { success: true as const, content: toSavedCashflow(row) };
    },
  );

  app.delete('/api/cashflow/:id', { schema: { params: idParams, response: { 200: emptySuccessSchema } } }, async (request) => {
    const row = await accessible(await requireUser(request), request.params.id);
    await deleteCashflow(app.db, row.id);
    return { success: true as const };
  });

  app.get('/api/cashflow/:id/calculate', { schema: { params: idParams, response: { 200: resultsAnswer } } }, async (request) => {
    const row = await accessible(await requireUser(request), request.params.id);
    return { success: true as const, content: calculated(row.data) };
  });

  app.get(
    '/api/cashflow/readonly/:readonlyId',
    { schema: { params: readonlyParams, response: { 200: successEnvelopeSchema(readonlyCashflowSchema) } } },
    async (request) => {
      const row = await findCashflowByReadonlyId(app.db, request.params.readonlyId);
      if (row === null) throw new KeelsonError(1010);
      return { success: true as const, content: toReadonlyCashflow(row) };
    },
  );

  app.get('/api/cashflow/readonly/:readonlyId/calculate', { schema: { params: readonlyParams, response: { 200: resultsAnswer } } }, async (request) => {
    const row = await findCashflowByReadonlyId(app.db, request.params.readonlyId);
    if (row === null) throw new KeelsonError(1010);
    return { success: true as const, content: calculated(row.data) };
  });

  app.delete('/api/cashflow/readonly/:id', { schema: { params: idParams, response: { 200: savedAnswer } } }, async (request) => {
    const row = await accessible(await requireUser(request), request.params.id);
    const cleared = await clearReadonlyIds(app.db, row.id);
    if (cleared === null) throw new KeelsonError(1010);
    return { success: true as const, content: toSavedCashflow(cleared) };
  });
};
