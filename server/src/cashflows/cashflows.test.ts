import { randomUUID } from 'node:crypto';
import { calculate } from '@keelson/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workedExample as example } from '@keelson/core/examples';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { cashflows } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { keysOf, recordingClient } from '../test/http';
import { insertUser } from '../test/users';

const targets = await testDatabaseTargets();
/** `unverifiedAdmin`: an administrator signed in without a second factor while REQUIRE_ADMIN_MFA is on. */
type Caller = 'anonymous' | 'owner' | 'other' | 'admin' | 'unverifiedAdmin';

describe.each(targets)('cashflows on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let client: ReturnType<typeof recordingClient>;
  const sessions: Record<Exclude<Caller, 'anonymous'>, string> = { owner: '', other: '', admin: '', unverifiedAdmin: '' };

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database, { requireAdminMfa: true }));
    await app.ready();
    client = recordingClient(app);
    for (const [who, roles, secondFactor] of [
      ['owner', ['user'], false],
      ['other', ['user'], false],
      ['admin', ['user', 'admin'], true],
      ['unverifiedAdmin', ['user', 'admin'], false],
    ] as const) {
      const id = await insertUser(app.db, { email: `${who}@example.com`, roles: [...roles], secondFactor });
      sessions[who] = (await createSession(app.db, { userId: id, sessionDays: 30, secondFactorAt: secondFactor ? new Date() : null })).token;
    }
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const as = (caller: Caller) => (caller === 'anonymous' ? {} : { session: sessions[caller] });
  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    client.call({ method, url, ...as(caller), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const create = async (caller: Caller = 'owner', changes: object = {}) => {
    const response = await call(caller, 'POST', '/api/cashflow', { ...example.input, ...changes });
    expect(response.statusCode).toBe(201);
    return response.json().content as { id: string; updated: string; readonlyIds: string[]; ownerId: string };
  };
  const storedCount = async () => (await app.db.select({ value: count() }).from(cashflows))[0]?.value ?? 0;

  it('creates a cashflow for the signed-in owner and answers the record', async () => {
    const saved = await create();
    expect(saved).toMatchObject({ title: example.input.title, lightWeightTonnage: 13_800, readonlyIds: [] });
    expect(saved.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const anonymous = await call('anonymous', 'POST', '/api/cashflow', example.input);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 1009 });
  });

  it('the access matrix of every call: others get 1010, never the record', async () => {
    const record = await create();
    const rows: { call: string; caller: Caller; expected: number; actual: number }[] = [];
    const expectStatus = async (label: string, caller: Caller, expected: number, run: () => Promise<{ statusCode: number }>) => {
      rows.push({ call: label, caller, expected, actual: (await run()).statusCode });
    };
    // An administrator without a second factor has no administrator powers: someone else's cashflow is not found.
    const byCaller = { anonymous: 401, owner: 200, other: 404, admin: 200, unverifiedAdmin: 404 } as const;
    for (const caller of ['anonymous', 'owner', 'other', 'admin', 'unverifiedAdmin'] as const) {
      await expectStatus('GET one', caller, byCaller[caller], () => call(caller, 'GET', `/api/cashflow/${record.id}`));
      await expectStatus('calculate', caller, byCaller[caller], () => call(caller, 'GET', `/api/cashflow/${record.id}/calculate`));
      const current = (await call('owner', 'GET', `/api/cashflow/${record.id}`)).json().content;
      await expectStatus('PUT', caller, byCaller[caller], () =>
        call(caller, 'PUT', `/api/cashflow/${record.id}`, { ...current, title: `edited by ${caller}` }),
      );
      await expectStatus('DELETE links', caller, byCaller[caller], () => call(caller, 'DELETE', `/api/cashflow/readonly/${record.id}`));
      await expectStatus('GET list', caller, caller === 'anonymous' ? 401 : 200, () => call(caller, 'GET', '/api/cashflow'));
    }
    for (const caller of ['anonymous', 'other', 'unverifiedAdmin'] as const) {
      await expectStatus('DELETE', caller, byCaller[caller], () => call(caller, 'DELETE', `/api/cashflow/${record.id}`));
    }
    await expectStatus('DELETE', 'owner', 200, async () => call('owner', 'DELETE', `/api/cashflow/${(await create()).id}`));
    await expectStatus('DELETE', 'admin', 200, async () => call('admin', 'DELETE', `/api/cashflow/${(await create()).id}`));
    // What an ordinary user may, the administrator without a second factor may too: every call on their own cashflow.
    const own = await create('unverifiedAdmin');
    await expectStatus('own: GET one', 'unverifiedAdmin', 200, () => call('unverifiedAdmin', 'GET', `/api/cashflow/${own.id}`));
    await expectStatus('own: calculate', 'unverifiedAdmin', 200, () => call('unverifiedAdmin', 'GET', `/api/cashflow/${own.id}/calculate`));
    await expectStatus('own: PUT', 'unverifiedAdmin', 200, () => call('unverifiedAdmin', 'PUT', `/api/cashflow/${own.id}`, { ...own, title: 'Own' }));
    await expectStatus('own: DELETE links', 'unverifiedAdmin', 200, () => call('unverifiedAdmin', 'DELETE', `/api/cashflow/readonly/${own.id}`));
    await expectStatus('own: DELETE', 'unverifiedAdmin', 200, () => call('unverifiedAdmin', 'DELETE', `/api/cashflow/${own.id}`));
    expect(rows.filter((row) => row.actual !== row.expected)).toEqual([]);
    expect(rows).toHaveLength(35);
    const denied = await call('other', 'GET', `/api/cashflow/${record.id}`);
    expect(denied.json()).toEqual({ success: false, code: 1010, message: 'Not found' });
  });

  it("lists only the caller's own cashflows; an administrator sees all with their owners", async () => {
    const mine = await create('owner', { title: 'Mine' });
    const theirs = await create('other', { title: 'Theirs' });
    const ownList = (await call('owner', 'GET', '/api/cashflow')).json().content as { id: string; ownerEmail?: string }[];
    expect(ownList.map((entry) => entry.id)).toContain(mine.id);
    expect(ownList.map((entry) => entry.id)).not.toContain(theirs.id);
    expect(ownList.every((entry) => entry.ownerEmail === undefined)).toBe(true);
    const all = (await call('admin', 'GET', '/api/cashflow')).json().content as { id: string; ownerEmail?: string }[];
    expect(all.find((entry) => entry.id === theirs.id)?.ownerEmail).toBe('other@example.com');
    expect(all.find((entry) => entry.id === mine.id)?.ownerEmail).toBe('owner@example.com');
    // Without a second factor an administrator's list is their own, like anyone's.
    const adminsOwn = await create('unverifiedAdmin', { title: 'Admin without a second factor' });
    const unverified = (await call('unverifiedAdmin', 'GET', '/api/cashflow')).json().content as { id: string; ownerEmail?: string }[];
    expect(unverified.map((entry) => entry.id)).toEqual([adminsOwn.id]);
    expect(unverified.every((entry) => entry.ownerEmail === undefined)).toBe(true);
  });

  it('refuses a stale update with 409 and keeps the newer version', async () => {
    const saved = await create();
    const first = await call('owner', 'PUT', `/api/cashflow/${saved.id}`, { ...saved, title: 'First edit' });
    expect(first.statusCode).toBe(200);
    expect(first.json().content.updated).not.toBe(saved.updated);
    const stale = await call('owner', 'PUT', `/api/cashflow/${saved.id}`, { ...saved, title: 'Lost edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 1012, errors: [{ field: 'updated' }] });
    expect((await call('owner', 'GET', `/api/cashflow/${saved.id}`)).json().content.title).toBe('First edit');
    const missing = await call('owner', 'PUT', `/api/cashflow/${saved.id}`, { ...saved, updated: undefined });
    expect(missing.json()).toMatchObject({ code: 1012, errors: [{ field: 'updated' }] });
  });

  it('answers bad bodies with 1012 naming each field and stores nothing', async () => {
    const before = await storedCount();
    const response = await call('owner', 'POST', '/api/cashflow', {
      ...example.input,
      lightWeightTonnage: 'heavy',
      valuationDate: '2026-02-30',
      shoeSize: 44,
      tranches: [{ value: 'x' }],
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toEqual(expect.arrayContaining(['lightWeightTonnage', 'valuationDate', 'tranches.0.value']));
    expect(await storedCount()).toBe(before);
  });

  it('refuses a negative tonnage and a date that is no date at save, naming both fields, and stores nothing', async () => {
    const before = await storedCount();
    const response = await call('owner', 'POST', '/api/cashflow', { ...example.input, lightWeightTonnage: -5, valuationDate: 'not-a-date' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 1012 });
    const errors = response.json().errors as { field: string; rule: string }[];
    expect(errors.map(({ field, rule }) => ({ field, rule }))).toEqual(
      expect.arrayContaining([
        { field: 'lightWeightTonnage', rule: 'range' },
        { field: 'valuationDate', rule: 'date' },
      ]),
    );
    expect(await storedCount()).toBe(before);
  });

  it('calculates exactly what core calculates for the same input', async () => {
    const saved = await create();
    const response = await call('owner', 'GET', `/api/cashflow/${saved.id}/calculate`);
    const outcome = calculate(example.input);
    if (!outcome.ok) throw new Error('the example must be valid');
    expect(response.json().content).toEqual(JSON.parse(JSON.stringify(outcome.results)));
    expect(response.json().content[0].kpis.dcfValue).toBeCloseTo(18_045_795.79682681, 6);
  });

  it('answers the calculation of an incomplete draft with the fields that keep it from being calculated', async () => {
    const saved = await create('owner', { lightWeightTonnage: null, equityYield: null });
    const response = await call('owner', 'GET', `/api/cashflow/${saved.id}/calculate`);
    expect(response.json()).toMatchObject({ code: 1012 });
    expect((response.json().errors as { field: string }[]).map((error) => error.field).sort()).toEqual(['equityYield', 'lightWeightTonnage']);
  });

  describe('read-only links', () => {
    it("are created by the owner, used by anyone without the owner's identity, and deleted", async () => {
      const saved = await create();
      const readonlyId = randomUUID();
      const shared = await call('owner', 'PUT', `/api/cashflow/${saved.id}`, { ...saved, readonlyIds: [readonlyId] });
      expect(shared.json().content.readonlyIds).toEqual([readonlyId]);

      const view = await call('anonymous', 'GET', `/api/cashflow/readonly/${readonlyId}`);
      expect(view.statusCode).toBe(200);
      expect(view.json().content).toMatchObject({ title: example.input.title });
      expect(keysOf(view.json().content).filter((key) => ['id', 'ownerId', 'readonlyIds', 'ownerEmail'].includes(key))).toEqual([]);
      expect(view.body).not.toContain(saved.ownerId);
      const results = await call('anonymous', 'GET', `/api/cashflow/readonly/${readonlyId}/calculate`);
      expect(results.json().content[0].kpis.dcfValue).toBeCloseTo(18_045_795.79682681, 6);

      const removed = await call('owner', 'DELETE', `/api/cashflow/readonly/${saved.id}`);
      expect(removed.json().content).toMatchObject({ id: saved.id, readonlyIds: [] });
      expect((await call('anonymous', 'GET', `/api/cashflow/readonly/${readonlyId}`)).json()).toMatchObject({ code: 1010 });
      expect((await call('anonymous', 'GET', `/api/cashflow/readonly/${readonlyId}/calculate`)).statusCode).toBe(404);
      expect((await call('anonymous', 'GET', `/api/cashflow/readonly/${randomUUID()}`)).statusCode).toBe(404);
    });

    it('accept only well-formed uuids, from the owner, that no other cashflow uses', async () => {
      const saved = await create();
      const malformed = await call('owner', 'PUT', `/api/cashflow/${saved.id}`, { ...saved, readonlyIds: ['not-a-uuid'] });
      expect(malformed.json()).toMatchObject({ code: 1012, errors: [{ field: 'readonlyIds.0' }] });
      const byAdmin = await call('admin', 'PUT', `/api/cashflow/${saved.id}`, { ...saved, readonlyIds: [randomUUID()] });
      expect(byAdmin.json()).toMatchObject({ code: 1012, errors: [{ field: 'readonlyIds' }] });
      const othersLink = randomUUID();
      await create('other', { readonlyIds: [othersLink] });
      const hijack = await call('owner', 'PUT', `/api/cashflow/${saved.id}`, { ...saved, readonlyIds: [othersLink] });
      expect(hijack.json()).toMatchObject({ code: 1012, errors: [{ field: 'readonlyIds' }] });
      expect((await call('owner', 'POST', '/api/cashflow', { ...example.input, readonlyIds: [othersLink] })).statusCode).toBe(409);
    });
  });

  it("deletes a user's cashflows with the user", async () => {
    const id = await insertUser(app.db, { email: 'leaving@example.com' });
    const token = (await createSession(app.db, { userId: id, sessionDays: 30 })).token;
    const response = await client.call({ method: 'POST', url: '/api/cashflow', payload: example.input, session: token });
    const cashflowId = response.json().content.id as string;
    await call('admin', 'DELETE', `/api/users/${id}`);
    expect((await call('admin', 'GET', `/api/cashflow/${cashflowId}`)).statusCode).toBe(404);
  });

  it('counts assessments on the admin overview', async () => {
    const overview = (await call('admin', 'GET', '/api/admin/overview')).json().content;
    expect(overview.counts.assessments).toBe(await storedCount());
  });
});
