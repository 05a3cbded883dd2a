import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculate, scenarioResultListSchema, successEnvelopeSchema } from '@keelson/core';
import { workedExample as example } from '@keelson/core/examples';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { sessionCookieName } from '../auth/session-cookie';
import { namesCurrentTag } from '../http/no-store';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { insertUser } from '../test/users';
import { calculationAnswerOf, calculationCache, createAnswerCache, createCalculationCache, type CalculationAnswer } from './calculation-cache';

const targets = await testDatabaseTargets();
const resultsAnswer = successEnvelopeSchema(scenarioResultListSchema);
/** The serializer every route used before answers were kept: fastify-type-provider-zod's, encoding by the schema on each call. */
const routeSerializer = serializerCompiler({ schema: resultsAnswer, method: 'GET', url: '/api/cashflow/:id/calculate' });

/** The JSON text of a fresh calculation of `data`, written the way the route's schema serializer writes it. */
function freshSerialization(data: unknown): string {
  const outcome = calculate(data);
  if (!outcome.ok) throw new Error('the example calculates');
  return routeSerializer({ success: true, content: outcome.results });
}

function bodyOf(answer: CalculationAnswer): string {
  if (!answer.ok) throw new Error('expected results, not field errors');
  return answer.answer.body.toString('utf8');
}

describe('createCalculationCache', () => {
  const at = (iso: string) => new Date(iso);

  it('calculates and serializes a cashflow once per updated stamp and never serves another stamp its answer', () => {
    const cache = createCalculationCache({ maxEntries: 10, maxBytes: 10_000_000 });
    const first = cache.answerOf({ id: 'a', updated: at('2026-01-01T10:00:00.000Z') }, example.input);
    expect(first.ok).toBe(true);
    expect(cache.answerOf({ id: 'a', updated: at('2026-01-01T10:00:00.000Z') }, example.input)).toBe(first);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });

    // One millisecond later is another version: calculated from its own data, here one that cannot be calculated.
    const changed = cache.answerOf({ id: 'a', updated: at('2026-01-01T10:00:00.001Z') }, { ...example.input, valuationDate: '' });
    expect(changed).toMatchObject({ ok: false, errors: [expect.objectContaining({ field: 'valuationDate' })] });
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 2 });
    expect(cache.answerOf({ id: 'b', updated: at('2026-01-01T10:00:00.000Z') }, example.input)).not.toBe(first);
    expect(cache.stats().misses).toBe(3);
  });

  it('keeps the bytes a fresh calculation is serialized to by the schema, which allows all of them, under a digest of the bytes', () => {
    const kept = calculationAnswerOf(example.input);
    const text = bodyOf(kept);
    expect(text).toBe(freshSerialization(example.input));
    // What the schema allows: decoding the kept JSON by the schema drops nothing and changes nothing.
    expect(resultsAnswer.parse(JSON.parse(text))).toEqual(JSON.parse(text));
    const fresh = calculate(example.input);
    expect(JSON.parse(text)).toEqual({ success: true, content: JSON.parse(JSON.stringify(fresh.ok ? fresh.results : null)) });

    const tagOf = (answer: CalculationAnswer) => (answer.ok ? answer.answer.etag : null);
    expect(tagOf(kept)).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(tagOf(calculationAnswerOf(example.input))).toBe(tagOf(kept));
    expect(tagOf(calculationAnswerOf({ ...example.input, opexPerDayCurr: 7000 }))).not.toBe(tagOf(kept));
  });

  it('keeps the most recently used answers within its bounds of entries and bytes', () => {
    const cache = createCalculationCache({ maxEntries: 2, maxBytes: 10_000_000 });
    const updated = at('2026-01-01T10:00:00.000Z');
    for (const id of ['a', 'b', 'a', 'c']) cache.answerOf({ id, updated }, { ...example.input, valuationDate: '' });
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 3, entries: 2 });
    cache.answerOf({ id: 'a', updated }, {});
    expect(cache.stats().hits).toBe(2);
    cache.answerOf({ id: 'b', updated }, {});
    expect(cache.stats().misses).toBe(4);

    // Answers weigh their bytes: a bound below one answer keeps none of them.
    const bytes = Buffer.byteLength(freshSerialization(example.input));
    const small = createCalculationCache({ maxEntries: 10, maxBytes: bytes - 1 });
    small.answerOf({ id: 'a', updated }, example.input);
    small.answerOf({ id: 'a', updated }, example.input);
    expect(small.stats()).toMatchObject({ hits: 0, misses: 2, entries: 0, bytes: 0 });

    // Room for two and a half answers keeps two, the latest, and never more bytes than the bound.
    const roomy = createCalculationCache({ maxEntries: 10, maxBytes: Math.floor(bytes * 2.5) });
    for (const id of ['a', 'b', 'c', 'd']) roomy.answerOf({ id, updated }, example.input);
    expect(roomy.stats()).toMatchObject({ misses: 4, entries: 2 });
    expect(roomy.stats().bytes).toBeLessThanOrEqual(Math.floor(bytes * 2.5));
    roomy.answerOf({ id: 'd', updated }, example.input);
    roomy.answerOf({ id: 'a', updated }, example.input);
    expect(roomy.stats()).toMatchObject({ hits: 1, misses: 5 });
  });

  it('computes an answer of the generic cache once while it is kept', () => {
    const cache = createAnswerCache<{ text: string }>({ maxEntries: 2, maxBytes: 100, weightOf: (value) => value.text.length });
    let computed = 0;
    const compute = () => {
      computed += 1;
      return { text: 'x'.repeat(30) };
    };
    const first = cache.get('k', compute);
    expect(cache.get('k', compute)).toBe(first);
    expect(computed).toBe(1);
    cache.get('l', compute);
    cache.get('m', compute);
    expect(cache.stats()).toEqual({ hits: 1, misses: 3, entries: 2, bytes: 2 * 31 });
  });
});

describe('namesCurrentTag', () => {
  const tag = '"abc"';
  it('compares If-None-Match weakly with the current tag, in a list or as *', () => {
    expect(namesCurrentTag(undefined, tag)).toBe(false);
    expect(namesCurrentTag('"abc"', tag)).toBe(true);
    expect(namesCurrentTag('W/"abc"', tag)).toBe(true);
    expect(namesCurrentTag('"x", "abc"', tag)).toBe(true);
    expect(namesCurrentTag(['"x"', '"abc"'], tag)).toBe(true);
    expect(namesCurrentTag('*', tag)).toBe(true);
    expect(namesCurrentTag('"abcd"', tag)).toBe(false);
    expect(namesCurrentTag('abc', tag)).toBe(false);
    expect(namesCurrentTag('', tag)).toBe(false);
  });
});

describe.each(targets)('the calculate calls on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  const sessions = { owner: '', other: '', admin: '' };

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
    for (const [who, roles] of [
      ['owner', ['user']],
      ['other', ['user']],
      ['admin', ['user', 'admin']],
    ] as const) {
      const userId = await insertUser(app.db, { email: `${who}@example.com`, roles: [...roles] });
      sessions[who] = (await createSession(app.db, { userId, sessionDays: 30 })).token;
    }
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  type Caller = keyof typeof sessions | 'anonymous';
  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { payload?: object; ifNoneMatch?: string } = {}) =>
    app.inject({
      method,
      url,
      ...(caller === 'anonymous' ? {} : { cookies: { [sessionCookieName]: sessions[caller] } }),
      ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
      ...(options.ifNoneMatch === undefined ? {} : { headers: { 'if-none-match': options.ifNoneMatch } }),
    });
  const share = async (changes: object = {}) => {
    const readonlyId = randomUUID();
    const created = await call('owner', 'POST', '/api/cashflow', { payload: { ...example.input, readonlyIds: [readonlyId], ...changes } });
    expect(created.statusCode, created.body).toBe(201);
    return { ...(created.json().content as { id: string; updated: string }), readonlyId };
  };

  it('calculates an unchanged cashflow once, for its owner and its read-only link alike, and again after a change', async () => {
    const saved = await share();
    const before = calculationCache.stats();

    const first = await call('owner', 'GET', `/api/cashflow/${saved.id}/calculate`);
    expect(first.statusCode).toBe(200);
    expect(calculationCache.stats()).toMatchObject({ hits: before.hits, misses: before.misses + 1 });

    const second = await call('owner', 'GET', `/api/cashflow/${saved.id}/calculate`);
    const shared = await call('anonymous', 'GET', `/api/cashflow/readonly/${saved.readonlyId}/calculate`);
    expect(calculationCache.stats()).toMatchObject({ hits: before.hits + 2, misses: before.misses + 1 });
    expect(second.body).toBe(first.body);
    expect(shared.body).toBe(first.body);
    // The bytes served are those a fresh calculation is serialized to by the route's schema.
    expect(first.body).toBe(freshSerialization(example.input));
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));

    const updated = await call('owner', 'PUT', `/api/cashflow/${saved.id}`, {
      payload: { ...example.input, readonlyIds: [saved.readonlyId], opexPerDayCurr: 7000, updated: saved.updated },
    });
    expect(updated.statusCode).toBe(200);
    const recalculated = await call('anonymous', 'GET', `/api/cashflow/readonly/${saved.readonlyId}/calculate`);
    expect(calculationCache.stats()).toMatchObject({ hits: before.hits + 2, misses: before.misses + 2 });
    expect(recalculated.json().content[0].kpis.dcfValue).not.toBe(first.json().content[0].kpis.dcfValue);
    expect(recalculated.body).toBe(freshSerialization({ ...example.input, opexPerDayCurr: 7000 }));
  });

  it('answers with a strong ETag, and 304 without a body to a reader whose If-None-Match names it', async () => {
    const saved = await share();
    const url = `/api/cashflow/${saved.id}/calculate`;
    const first = await call('owner', 'GET', url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    for (const [caller, ifNoneMatch] of [
      ['owner', etag],
      ['owner', `W/${etag}`],
      ['owner', `"something-else", ${etag}`],
      ['admin', etag],
    ] as const) {
      const revalidated = await call(caller, 'GET', url, { ifNoneMatch });
      expect(revalidated.statusCode, `${caller} ${ifNoneMatch}`).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe('private, no-cache');
    }
    const shared = await call('anonymous', 'GET', `/api/cashflow/readonly/${saved.readonlyId}/calculate`, { ifNoneMatch: etag });
    expect(shared.statusCode).toBe(304);
    expect(shared.body).toBe('');

    const stale = await call('owner', 'GET', url, { ifNoneMatch: '"an-old-tag"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
    expect(stale.headers.etag).toBe(etag);

    // Every other answer of the API is still kept nowhere.
    const read = await call('owner', 'GET', `/api/cashflow/${saved.id}`);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers.etag).toBeUndefined();
  });

  it('gives a changed cashflow a new ETag and its new results to a reader holding the old one', async () => {
    const saved = await share();
    const url = `/api/cashflow/${saved.id}/calculate`;
    const before = await call('owner', 'GET', url);
    const oldTag = String(before.headers.etag);
    const updated = await call('owner', 'PUT', `/api/cashflow/${saved.id}`, {
      payload: { ...example.input, readonlyIds: [saved.readonlyId], averageTimeCharterCurr: 21000, updated: saved.updated },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    for (const path of [url, `/api/cashflow/readonly/${saved.readonlyId}/calculate`]) {
      const after = await call(path === url ? 'owner' : 'anonymous', 'GET', path, { ifNoneMatch: oldTag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(oldTag);
      expect(after.body).not.toBe(before.body);
      expect(after.body).toBe(freshSerialization({ ...example.input, averageTimeCharterCurr: 21000 }));
      expect((await call('owner', 'GET', url, { ifNoneMatch: String(after.headers.etag) })).statusCode).toBe(304);
    }
  });

  it('refuses a reader without the right, or a withdrawn link, with 1010 even when If-None-Match names the current ETag', async () => {
    const saved = await share();
    const url = `/api/cashflow/${saved.id}/calculate`;
    const etag = String((await call('owner', 'GET', url)).headers.etag);

    const stranger = await call('other', 'GET', url, { ifNoneMatch: etag });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ success: false, code: 1010 });
    expect(stranger.headers.etag).toBeUndefined();
    expect(stranger.headers['cache-control']).toBe('no-store');
    const anonymous = await call('anonymous', 'GET', url, { ifNoneMatch: etag });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 1009 });
    expect(anonymous.headers.etag).toBeUndefined();

    const shared = `/api/cashflow/readonly/${saved.readonlyId}/calculate`;
    expect((await call('anonymous', 'GET', shared, { ifNoneMatch: etag })).statusCode).toBe(304);
    expect((await call('owner', 'DELETE', `/api/cashflow/readonly/${saved.id}`)).statusCode).toBe(200);
    const withdrawn = await call('anonymous', 'GET', shared, { ifNoneMatch: etag });
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json()).toMatchObject({ success: false, code: 1010 });
    expect(withdrawn.headers.etag).toBeUndefined();
    expect(withdrawn.headers['cache-control']).toBe('no-store');

    // Deleted, the cashflow is gone for its owner too, whatever the request names.
    expect((await call('owner', 'DELETE', `/api/cashflow/${saved.id}`)).statusCode).toBe(200);
    expect((await call('owner', 'GET', url, { ifNoneMatch: etag })).statusCode).toBe(404);
  });

  it('keeps the refusal of a cashflow that cannot be calculated too, as it was: 1012 with field errors, no ETag, no-store', async () => {
    const created = await call('owner', 'POST', '/api/cashflow', { payload: { ...example.input, valuationDate: '' } });
    const { id } = created.json().content as { id: string };
    const before = calculationCache.stats();
    const answers = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await call('owner', 'GET', `/api/cashflow/${id}/calculate`, { ifNoneMatch: '*' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 1012, errors: [expect.objectContaining({ field: 'valuationDate' })] });
      expect(refused.headers.etag).toBeUndefined();
      expect(refused.headers['cache-control']).toBe('no-store');
      answers.push(refused.body);
    }
    expect(answers[1]).toBe(answers[0]);
    expect(calculationCache.stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses + 1 });
  });

  it('describes the calculate calls and their results in the OpenAPI document', async () => {
    const document = (await call('anonymous', 'GET', '/api/openapi.json')).json() as {
      paths: Record<string, { get: { description?: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>;
    };
    for (const path of ['/api/cashflow/{id}/calculate', '/api/cashflow/readonly/{readonlyId}/calculate']) {
      const operation = document.paths[path]?.get;
      expect(operation?.description, path).toContain('ETag');
      expect(JSON.stringify(operation?.responses['200']?.content?.['application/json']?.schema)).toContain('dcfValue');
    }
  });
});
