import { randomUUID } from 'node:crypto';
import { successEnvelopeSchema, utility } from '@keelson/core';
import { workedExample as example } from '@keelson/core/examples';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { sessionCookieName } from '../auth/session-cookie';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { insertUser } from '../test/users';
import { sharedAnalysisCache } from './service';
import { secondHandVesselAcquisition as template } from './templates';

const targets = await testDatabaseTargets();
const sharedAnswer = successEnvelopeSchema(utility.readonlyAnalysisSchema);
/** The serializer the route used on every call before its answers were kept. */
const routeSerializer = serializerCompiler({ schema: sharedAnswer, method: 'GET', url: '/api/utilityAnalysis/readonly/:id' });
const leaves = utility.allNodes(template.criteria).filter((node): node is utility.CriterionLeaf => node.kind !== 'group');
if (!leaves.some((leaf) => leaf.kind === 'cashflowMetric')) throw new Error('the test needs a cashflow-metric criterion');

/** The same answers for both alternatives except the class status, which knocks the first out: its reason is in the language. */
const answers = (classStatus: string) =>
  Object.fromEntries(
    leaves.flatMap((leaf): [string, utility.Answer][] => {
      if (leaf.id === 'class-status') return [[leaf.id, { kind: 'option', optionId: classStatus }]];
      if (leaf.kind === 'scale') return [[leaf.id, { kind: 'score', value: 7 }]];
      if (leaf.kind === 'choice') return [[leaf.id, { kind: 'option', optionId: leaf.options[0]?.id ?? '' }]];
      if (leaf.kind === 'number') return [[leaf.id, { kind: 'na' }]];
      return [];
    }),
  );
const germanReader = { 'accept-language': 'de-DE,de;q=0.9' };

describe.each(targets)('the shared questionnaire results on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  const sessions = { owner: '', other: '' };

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
    for (const who of ['owner', 'other'] as const) {
      const userId = await insertUser(app.db, { email: `${who}@example.com` });
      sessions[who] = (await createSession(app.db, { userId, sessionDays: 30 })).token;
    }
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const asOwner = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, cookies: { [sessionCookieName]: sessions.owner }, payload: payload as Record<string, unknown> });
  const read = (readonlyId: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/utilityAnalysis/readonly/${readonlyId}`, headers });

  const share = async () => {
    const cashflow = await asOwner('POST', '/api/cashflow', example.input);
    expect(cashflow.statusCode).toBe(201);
    const linked = cashflow.json().content as { id: string; updated: string };
    const readonlyId = randomUUID();
    const body = {
      templateId: template.id,
      templateVersion: template.version,
      title: 'Shared',
      alternatives: [
        { id: 'a', name: 'Suspended', cashflowId: linked.id },
        { id: 'b', name: 'Clean', cashflowId: linked.id },
      ],
      answers: { a: answers('suspended'), b: answers('iacs-clean') },
      readonlyId,
    };
    const created = await asOwner('POST', '/api/utilityAnalysis', body);
    expect(created.statusCode, created.body).toBe(201);
    return { analysis: created.json().content as { id: string; updated: string }, linked, readonlyId, body };
  };

  it('answers the schema serializer’s bytes with a strong ETag once ranked, and 304 without a body to a reader naming it', async () => {
    const { readonlyId } = await share();
    const before = sharedAnalysisCache.stats();
    const first = await read(readonlyId);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('Accept-Language');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // What the schema allows, written as the route's schema serializer writes it.
    const parsed = JSON.parse(first.body) as { success: true; content: utility.ReadonlyAnalysis };
    expect(sharedAnswer.parse(parsed)).toEqual(parsed);
    expect(routeSerializer(parsed)).toBe(first.body);
    expect(parsed.content.results.find((result) => result.alternativeId === 'a')?.knockOuts.length).toBeGreaterThan(0);

    const again = await read(readonlyId);
    expect(again.body).toBe(first.body);
    expect(sharedAnalysisCache.stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses + 1 });

    const revalidated = await read(readonlyId, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers['cache-control']).toBe('private, no-cache');
    expect(revalidated.headers.vary).toContain('Accept-Language');
  });

  it('keeps an answer per language: a German reader holding the English ETag gets the German answer and its own ETag', async () => {
    const { readonlyId } = await share();
    const english = await read(readonlyId);
    const german = await read(readonlyId, { ...germanReader, 'if-none-match': String(english.headers.etag) });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(english.headers.etag);
    expect(german.body).not.toBe(english.body);
    expect((await read(readonlyId, { ...germanReader, 'if-none-match': String(german.headers.etag) })).statusCode).toBe(304);
    expect((await read(`${readonlyId}?lang=de`, { 'if-none-match': String(german.headers.etag) })).statusCode).toBe(304);
  });

  it("changes its answer and ETag when the analysis or a linked cashflow's figures change", async () => {
    const { analysis, linked, readonlyId, body } = await share();
    const first = await read(readonlyId);

    // The analysis itself is unchanged (same `updated`), but its linked cashflow now costs more against its value.
    const dearer = {
      ...example.input,
      brokerValueEsimationsCurr: example.input.brokerValueEsimationsCurr.map((value) => value * 1.5),
      updated: linked.updated,
    };
    expect((await asOwner('PUT', `/api/cashflow/${linked.id}`, dearer)).statusCode).toBe(200);
    const afterCashflow = await read(readonlyId, { 'if-none-match': String(first.headers.etag) });
    expect(afterCashflow.statusCode).toBe(200);
    expect(afterCashflow.headers.etag).not.toBe(first.headers.etag);
    const utilities = (text: string) => (JSON.parse(text) as { content: utility.ReadonlyAnalysis }).content.results.map((result) => result.utility);
    expect(utilities(afterCashflow.body)).not.toEqual(utilities(first.body));

    const renamed = await asOwner('PUT', `/api/utilityAnalysis/${analysis.id}`, { ...body, title: 'Renamed', updated: analysis.updated });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterAnalysis = await read(readonlyId, { 'if-none-match': String(afterCashflow.headers.etag) });
    expect(afterAnalysis.statusCode).toBe(200);
    expect(afterAnalysis.headers.etag).not.toBe(afterCashflow.headers.etag);
    expect(JSON.parse(afterAnalysis.body).content.title).toBe('Renamed');
  });

  it('refuses a withdrawn link with 1010 even when If-None-Match names the last ETag', async () => {
    const { analysis, readonlyId, body } = await share();
    const etag = String((await read(readonlyId)).headers.etag);
    expect((await read(readonlyId, { 'if-none-match': etag })).statusCode).toBe(304);
    const withdrawn = await asOwner('PUT', `/api/utilityAnalysis/${analysis.id}`, { ...body, readonlyId: null, updated: analysis.updated });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const refused = await read(readonlyId, { 'if-none-match': etag });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: 1010 });
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
