import { randomUUID } from 'node:crypto';
import { workedExample as example } from '@keelson/core/examples';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { cashflows, portfolioCashflows, portfolios, users } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { recordingClient } from '../test/http';
import { insertUser } from '../test/users';

const targets = await testDatabaseTargets();
/** `unverifiedAdmin`: an administrator signed in without a second factor while REQUIRE_ADMIN_MFA is on. */
type Caller = 'anonymous' | 'owner' | 'other' | 'admin' | 'unverifiedAdmin';
type Saved = {
  id: string;
  name: string;
  description: string;
  amberThreshold: number;
  cashflowIds: string[];
  owner: { id: string; email?: string };
  updated: string;
};

describe.each(targets)('portfolios on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let client: ReturnType<typeof recordingClient>;
  const sessions: Record<Exclude<Caller, 'anonymous'>, string> = { owner: '', other: '', admin: '', unverifiedAdmin: '' };
  const userIds: Record<Exclude<Caller, 'anonymous'>, string> = { owner: '', other: '', admin: '', unverifiedAdmin: '' };

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
      userIds[who] = await insertUser(app.db, { email: `${who}@example.com`, roles: [...roles], secondFactor });
      sessions[who] = (await createSession(app.db, { userId: userIds[who], sessionDays: 30, secondFactorAt: secondFactor ? new Date() : null })).token;
    }
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    client.call({
      method,
      url,
      ...(caller === 'anonymous' ? {} : { session: sessions[caller] }),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (caller: Caller = 'owner', body: object = { name: 'North Sea book' }) => {
    const response = await call(caller, 'POST', '/api/portfolio', body);
    expect(response.statusCode).toBe(201);
    return response.json().content as Saved;
  };
  const saveCashflow = async (caller: Caller = 'owner', changes: object = {}) => {
    const response = await call(caller, 'POST', '/api/cashflow', { ...example.input, ...changes });
    expect(response.statusCode).toBe(201);
    return (response.json().content as { id: string }).id;
  };
  const edit = (caller: Caller, saved: Saved, changes: object = {}) =>
    call(caller, 'PUT', `/api/portfolio/${saved.id}`, {
      name: saved.name,
      description: saved.description,
      amberThreshold: saved.amberThreshold,
      cashflowIds: saved.cashflowIds,
      updated: saved.updated,
      ...changes,
    });

  it('creates, reads, changes and deletes a portfolio; its cashflows stay', async () => {
    const saved = await create('owner', { name: 'Bulkers', description: 'Two Kamsarmaxes', amberThreshold: 0.15 });
    expect(saved).toMatchObject({ name: 'Bulkers', description: 'Two Kamsarmaxes', amberThreshold: 0.15, cashflowIds: [], owner: { id: userIds.owner } });
    expect(saved.owner.email).toBeUndefined();
    expect(await create('owner', { name: 'Defaults' })).toMatchObject({ description: '', amberThreshold: 0.1 });

    const [first, second] = [await saveCashflow(), await saveCashflow()];
    const changed = await edit('owner', saved, { name: 'Bulkers 2', cashflowIds: [second, first, second] });
    expect(changed.statusCode).toBe(200);
    const content = changed.json().content as Saved;
    expect(content.name).toBe('Bulkers 2');
    expect(content.cashflowIds.toSorted()).toEqual([first, second].toSorted());
    expect(content.updated > saved.updated).toBe(true);
    expect((await call('owner', 'GET', `/api/portfolio/${saved.id}`)).json().content).toEqual(content);

    // A cashflow it keeps keeps its place; one it drops leaves the portfolio, not the database.
    const kept = await edit('owner', content, { cashflowIds: [first] });
    expect((kept.json().content as Saved).cashflowIds).toEqual([first]);
    expect((await call('owner', 'DELETE', `/api/portfolio/${saved.id}`)).statusCode).toBe(200);
    expect((await call('owner', 'GET', `/api/portfolio/${saved.id}`)).statusCode).toBe(404);
    expect((await call('owner', 'GET', `/api/cashflow/${first}`)).statusCode).toBe(200);
    expect((await app.db.select({ n: count() }).from(portfolioCashflows).where(eq(portfolioCashflows.portfolioId, saved.id)))[0]?.n).toBe(0);
  });

  it('lets a deleted cashflow leave every portfolio that held it', async () => {
    const cashflowId = await saveCashflow();
    const [one, two] = [await create(), await create()];
    for (const portfolio of [one, two]) expect((await edit('owner', portfolio, { cashflowIds: [cashflowId] })).statusCode).toBe(200);
    expect((await call('owner', 'DELETE', `/api/cashflow/${cashflowId}`)).statusCode).toBe(200);
    for (const portfolio of [one, two]) expect((await call('owner', 'GET', `/api/portfolio/${portfolio.id}`)).json().content.cashflowIds).toEqual([]);
  });

  it('refuses a stale update with 409 and keeps the newer version', async () => {
    const saved = await create();
    expect((await edit('owner', saved, { name: 'First edit' })).statusCode).toBe(200);
    const stale = await edit('owner', saved, { name: 'Lost edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 1012, errors: [{ field: 'updated', rule: 'stale' }] });
    expect((await call('owner', 'GET', `/api/portfolio/${saved.id}`)).json().content.name).toBe('First edit');
  });

  it("refuses every cashflow id that is not the portfolio owner's, alike, on its place, and changes nothing", async () => {
    const saved = await create();
    const own = await saveCashflow('owner');
    const theirs = await saveCashflow('other');
    const answer = await edit('owner', saved, { name: 'Changed', cashflowIds: [own, theirs, randomUUID(), 'not-an-id'] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 1012,
      errors: [1, 2, 3].map((index) => ({ field: `cashflowIds[${index}]`, rule: 'notYourCashflow', message: 'is not one of your cashflows' })),
    });
    // Another user's id and one that names nothing answer the same.
    const [foreign, missing] = (answer.json() as { errors: object[] }).errors;
    expect({ ...foreign, field: '' }).toEqual({ ...missing, field: '' });
    expect((await call('owner', 'GET', `/api/portfolio/${saved.id}`)).json().content).toMatchObject({ name: saved.name, cashflowIds: [] });

    // An administrator editing the owner's portfolio may add the owner's cashflows only, not their own.
    const adminsOwn = await saveCashflow('admin');
    const byAdmin = await edit('admin', saved, { cashflowIds: [adminsOwn] });
    expect(byAdmin.json()).toMatchObject({ code: 1012, errors: [{ field: 'cashflowIds[0]', rule: 'notYourCashflow' }] });
    const allowed = await edit('admin', saved, { cashflowIds: [own] });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().content).toMatchObject({ cashflowIds: [own], owner: { id: userIds.owner, email: 'owner@example.com' } });
  });

  it('answers bad bodies with 1012 naming each field and stores nothing', async () => {
    const before = (await app.db.select({ n: count() }).from(portfolios))[0]?.n;
    const answer = await call('owner', 'POST', '/api/portfolio', { name: '', description: 'x'.repeat(2001), amberThreshold: 1.5, extra: 1 });
    expect(answer.statusCode).toBe(400);
    const fields = (answer.json() as { errors: { field: string }[] }).errors.map((error) => error.field).sort();
    expect(fields).toEqual(['amberThreshold', 'description', 'extra', 'name']);
    expect((await call('owner', 'POST', '/api/portfolio', { name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await app.db.select({ n: count() }).from(portfolios))[0]?.n).toBe(before);
  });

  it('the access matrix of every call: others get 1010, never the record', async () => {
    const record = await create();
    const rows: { call: string; caller: Caller; expected: number; actual: number }[] = [];
    const expectStatus = async (label: string, caller: Caller, expected: number, run: () => Promise<{ statusCode: number }>) => {
      rows.push({ call: label, caller, expected, actual: (await run()).statusCode });
    };
    // An administrator without a second factor has no administrator powers: someone else's portfolio is not found.
    const byCaller = { anonymous: 401, owner: 200, other: 404, admin: 200, unverifiedAdmin: 404 } as const;
    for (const caller of ['anonymous', 'owner', 'other', 'admin', 'unverifiedAdmin'] as const) {
      await expectStatus('GET one', caller, byCaller[caller], () => call(caller, 'GET', `/api/portfolio/${record.id}`));
      const current = (await call('owner', 'GET', `/api/portfolio/${record.id}`)).json().content as Saved;
      await expectStatus('PUT', caller, byCaller[caller], () => edit(caller, current, { name: `edited by ${caller}` }));
      await expectStatus('GET book', caller, byCaller[caller], () => call(caller, 'GET', `/api/portfolio/${record.id}/book`));
      await expectStatus('POST import', caller, byCaller[caller], () =>
        call(caller, 'POST', `/api/portfolio/${record.id}/import`, { rows: [{ title: 'incomplete' }], mode: 'validOnly' }),
      );
      await expectStatus('GET list', caller, caller === 'anonymous' ? 401 : 200, () => call(caller, 'GET', '/api/portfolio'));
      await expectStatus('POST', caller, caller === 'anonymous' ? 401 : 201, () => call(caller, 'POST', '/api/portfolio', { name: caller }));
    }
    for (const caller of ['anonymous', 'other', 'unverifiedAdmin'] as const) {
      await expectStatus('DELETE', caller, byCaller[caller], () => call(caller, 'DELETE', `/api/portfolio/${record.id}`));
    }
    await expectStatus('DELETE', 'owner', 200, async () => call('owner', 'DELETE', `/api/portfolio/${(await create()).id}`));
    await expectStatus('DELETE', 'admin', 200, async () => call('admin', 'DELETE', `/api/portfolio/${(await create()).id}`));
    // What an ordinary user may, the administrator without a second factor may too: every call on their own portfolio.
    const own = await create('unverifiedAdmin');
    await expectStatus('own: GET one', 'unverifiedAdmin', 200, () => call('unverifiedAdmin', 'GET', `/api/portfolio/${own.id}`));
    await expectStatus('own: PUT', 'unverifiedAdmin', 200, () => edit('unverifiedAdmin', own, { name: 'Own' }));
    await expectStatus('own: GET book', 'unverifiedAdmin', 200, () => call('unverifiedAdmin', 'GET', `/api/portfolio/${own.id}/book`));
    await expectStatus('own: POST import', 'unverifiedAdmin', 200, () =>
      call('unverifiedAdmin', 'POST', `/api/portfolio/${own.id}/import`, { rows: [{ title: 'incomplete' }], mode: 'validOnly' }),
    );
    await expectStatus('own: DELETE', 'unverifiedAdmin', 200, () => call('unverifiedAdmin', 'DELETE', `/api/portfolio/${own.id}`));
    expect(rows.filter((row) => row.actual !== row.expected)).toEqual([]);
    expect(rows).toHaveLength(40);
    const denied = await call('other', 'GET', `/api/portfolio/${record.id}`);
    expect(denied.json()).toEqual({ success: false, code: 1010, message: 'Not found' });
    const anonymous = await call('anonymous', 'GET', `/api/portfolio/${record.id}`);
    expect(anonymous.json()).toMatchObject({ success: false, code: 1009 });
  });

  it("lists the caller's own portfolios with their loan counts; an administrator sees all with their owners", async () => {
    const mine = await create('owner', { name: 'Mine' });
    await edit('owner', mine, { cashflowIds: [await saveCashflow(), await saveCashflow()] });
    const theirs = await create('other', { name: 'Theirs' });
    const ownList = (await call('owner', 'GET', '/api/portfolio')).json().content as { id: string; loanCount: number; owner: { email?: string } }[];
    expect(ownList.find((entry) => entry.id === mine.id)).toMatchObject({ name: 'Mine', loanCount: 2, owner: { id: userIds.owner } });
    expect(ownList.map((entry) => entry.id)).not.toContain(theirs.id);
    expect(ownList.every((entry) => entry.owner.email === undefined)).toBe(true);
    const all = (await call('admin', 'GET', '/api/portfolio?limit=200')).json().content as { id: string; owner: { email?: string } }[];
    expect(all.find((entry) => entry.id === theirs.id)?.owner.email).toBe('other@example.com');
    expect(
      (await call('admin', 'GET', '/api/portfolio?scope=own')).json().content.every((entry: { owner: { id: string } }) => entry.owner.id === userIds.admin),
    ).toBe(true);
    // Without a second factor an administrator's list is their own, like anyone's.
    const unverified = (await call('unverifiedAdmin', 'GET', '/api/portfolio')).json().content as { owner: { id: string; email?: string } }[];
    expect(unverified.every((entry) => entry.owner.id === userIds.unverifiedAdmin && entry.owner.email === undefined)).toBe(true);
  });

  it('pages, searches and sorts the list', async () => {
    const names = ['Paging Alpha', 'Paging beta', 'Paging Gamma', 'Paging delta', 'Paging Epsilon'];
    const saved: Saved[] = [];
    for (const name of names) saved.push(await create('other', { name }));
    await edit('other', saved[1] as Saved, { cashflowIds: [await saveCashflow('other'), await saveCashflow('other'), await saveCashflow('other')] });
    const page = async (query: string) => {
      const response = await call('other', 'GET', `/api/portfolio?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as { content: { name: string }[]; page: object };
      return { names: answer.content.map((entry) => entry.name), page: answer.page };
    };
    const first = await page('search=paging&limit=2&sort=name');
    expect(first).toEqual({ names: ['Paging Alpha', 'Paging beta'], page: { offset: 0, limit: 2, total: 5 } });
    expect((await page('search=paging&limit=2&offset=2&sort=name')).names).toEqual(['Paging delta', 'Paging Epsilon']);
    expect((await page('search=paging&sort=loanCount&order=desc&limit=1')).names).toEqual(['Paging beta']);
    // Newest first by default: the one just changed leads.
    expect((await page('search=paging&limit=1')).names).toEqual(['Paging beta']);
    expect((await page('search=Paging%20gamma')).names).toEqual(['Paging Gamma']);
    const badSort = await call('other', 'GET', '/api/portfolio?sort=description');
    expect(badSort.json()).toMatchObject({ code: 1012, errors: [{ field: 'sort' }] });
  });

  it("deletes a user's portfolios with the user", async () => {
    const id = await insertUser(app.db, { email: 'leaving@example.com' });
    const [row] = await app.db.insert(portfolios).values({ ownerId: id, name: 'Leaving' }).returning();
    const [cashflow] = await app.db.insert(cashflows).values({ ownerId: id, data: {} }).returning();
    if (row === undefined || cashflow === undefined) throw new Error('insert returned no row');
    await app.db.insert(portfolioCashflows).values({ portfolioId: row.id, cashflowId: cashflow.id });
    await app.db.delete(users).where(eq(users.id, id));
    expect(await app.db.select().from(portfolios).where(eq(portfolios.id, row.id))).toEqual([]);
  });
});
