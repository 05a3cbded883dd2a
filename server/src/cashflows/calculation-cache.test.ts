import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workedExample as example } from '@keelson/core/examples';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { sessionCookieName } from '../auth/session-cookie';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { insertUser } from '../test/users';
import { calculationCache, createCalculationCache } from './calculation-cache';

const targets = await testDatabaseTargets();

describe('createCalculationCache', () => {
  const at = (iso: string) => new Date(iso);

  it('calculates a cashflow once per updated stamp and never serves another stamp its result', () => {
    const cache = createCalculationCache({ maxEntries: 10, maxRows: 100_000 });
    const first = cache.outcomeOf({ id: 'a', updated: at('2026-01-01T10:00:00.000Z') }, example.input);
    expect(first.ok).toBe(true);
    expect(cache.outcomeOf({ id: 'a', updated: at('2026-01-01T10:00:00.000Z') }, example.input)).toBe(first);
    expect(cache.stats()).toEqual({ hits: 1, misses: 1, entries: 1 });

    // One millisecond later is another version: calculated from its own data, here one that cannot be calculated.
    const changed = cache.outcomeOf({ id: 'a', updated: at('2026-01-01T10:00:00.001Z') }, { ...example.input, valuationDate: '' });
    expect(changed.ok).toBe(false);
    expect(cache.stats()).toEqual({ hits: 1, misses: 2, entries: 2 });
    expect(cache.outcomeOf({ id: 'b', updated: at('2026-01-01T10:00:00.000Z') }, example.input)).not.toBe(first);
    expect(cache.stats().misses).toBe(3);
  });

  it('keeps the most recently used entries within its bounds', () => {
    const cache = createCalculationCache({ maxEntries: 2, maxRows: 100_000 });
    const updated = at('2026-01-01T10:00:00.000Z');
    for (const id of ['a', 'b', 'a', 'c']) cache.outcomeOf({ id, updated }, { ...example.input, valuationDate: '' });
    expect(cache.stats()).toEqual({ hits: 1, misses: 3, entries: 2 });
    cache.outcomeOf({ id: 'a', updated }, {});
    expect(cache.stats().hits).toBe(2);
    cache.outcomeOf({ id: 'b', updated }, {});
    expect(cache.stats().misses).toBe(4);

    // Results weigh their periods and years: a bound of fewer rows than one result keeps none of them.
    const small = createCalculationCache({ maxEntries: 10, maxRows: 50 });
    small.outcomeOf({ id: 'a', updated }, example.input);
    small.outcomeOf({ id: 'a', updated }, example.input);
    expect(small.stats()).toEqual({ hits: 0, misses: 2, entries: 0 });
  });
});

describe.each(targets)('the calculate calls on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let session = '';

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
    const userId = await insertUser(app.db, { email: 'owner@example.com' });
    session = (await createSession(app.db, { userId, sessionDays: 30 })).token;
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, signedIn = true) =>
    app.inject({
      method,
      url,
      ...(signedIn ? { cookies: { [sessionCookieName]: session } } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('calculate an unchanged cashflow once, for its owner and its read-only link alike, and again after a change', async () => {
    const readonlyId = randomUUID();
    const created = await call('POST', '/api/cashflow', { ...example.input, readonlyIds: [readonlyId] });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().content as { id: string; updated: string };
    const before = calculationCache.stats();

    const first = await call('GET', `/api/cashflow/${saved.id}/calculate`);
    expect(first.statusCode).toBe(200);
    expect(calculationCache.stats()).toMatchObject({ hits: before.hits, misses: before.misses + 1 });

    const second = await call('GET', `/api/cashflow/${saved.id}/calculate`);
    const shared = await call('GET', `/api/cashflow/readonly/${readonlyId}/calculate`, undefined, false);
    expect(calculationCache.stats()).toMatchObject({ hits: before.hits + 2, misses: before.misses + 1 });
    expect(second.body).toBe(first.body);
    expect(shared.body).toBe(first.body);

    const updated = await call('PUT', `/api/cashflow/${saved.id}`, {
      ...example.input,
      readonlyIds: [readonlyId],
      opexPerDayCurr: 7000,
      updated: saved.updated,
    });
    expect(updated.statusCode).toBe(200);
    const recalculated = await call('GET', `/api/cashflow/readonly/${readonlyId}/calculate`, undefined, false);
    expect(calculationCache.stats()).toMatchObject({ hits: before.hits + 2, misses: before.misses + 2 });
    expect(recalculated.json().content[0].kpis.dcfValue).not.toBe(first.json().content[0].kpis.dcfValue);
  });

  it('keeps the refusal of a cashflow that cannot be calculated too', async () => {
    const created = await call('POST', '/api/cashflow', { ...example.input, valuationDate: '' });
    const { id } = created.json().content as { id: string };
    const before = calculationCache.stats();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await call('GET', `/api/cashflow/${id}/calculate`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 1012, errors: [expect.objectContaining({ field: 'valuationDate' })] });
    }
    expect(calculationCache.stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses + 1 });
  });
});
