import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { throttleEvents, users } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { keysOf, recordingClient } from '../test/http';
import { startSmtpListener, tokenFromMail } from '../test/smtp-listener';
import { insertUser } from '../test/users';

const targets = await testDatabaseTargets();
const strong = 'ballast keel rudder anchor';

describe.each(targets)('users and roles on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let client: ReturnType<typeof recordingClient>;
  const ids = { alice: '', bob: '', admin: '', unverifiedAdmin: '' };
  const sessions = { alice: '', bob: '', admin: '', unverifiedAdmin: '' };

  beforeAll(async () => {
    smtp = await startSmtpListener();
    database = await target.create();
    app = await buildApp(testConfig(database, { smtpUrl: smtp.url, requireAdminMfa: true }));
    await app.ready();
    client = recordingClient(app);
    ids.alice = await insertUser(app.db, { email: 'alice@example.com' });
    ids.bob = await insertUser(app.db, { email: 'bob@example.com' });
    ids.admin = await insertUser(app.db, { email: 'admin@example.com', roles: ['user', 'admin'], password: strong, secondFactor: true });
    // An administrator signed in with the password alone while REQUIRE_ADMIN_MFA is on: no administrator powers.
    ids.unverifiedAdmin = await insertUser(app.db, { email: 'unverified-admin@example.com', roles: ['user', 'admin'], password: strong });
    for (const who of ['alice', 'bob', 'unverifiedAdmin'] as const) sessions[who] = (await createSession(app.db, { userId: ids[who], sessionDays: 30 })).token;
    sessions.admin = (await createSession(app.db, { userId: ids.admin, sessionDays: 30, secondFactorAt: new Date() })).token;
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    await smtp.stop();
  });

  type Caller = 'anonymous' | 'alice' | 'bob' | 'admin' | 'unverifiedAdmin';
  const as = (caller: Caller) => (caller === 'anonymous' ? {} : { session: sessions[caller] });
  const status = async (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    (await client.call({ method, url, ...as(caller), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) })).statusCode;

  it('the access matrix: anonymous, a user, another user, an administrator, an administrator without a second factor', async () => {
    const alice = () => `/api/users/${ids.alice}`;
    const rows: { call: string; caller: Caller; expected: number; actual: number }[] = [];
    const check = async (call: string, caller: Caller, expected: number, run: () => Promise<number>) => {
      rows.push({ call, caller, expected, actual: await run() });
    };
    for (const [caller, expected] of [
      ['anonymous', 401],
      ['alice', 200],
      ['admin', 200],
      ['unverifiedAdmin', 200],
    ] as const)
      await check('GET /api/roles', caller, expected, () => status(caller, 'GET', '/api/roles'));
    for (const [caller, expected] of [
      ['anonymous', 401],
      ['alice', 403],
      ['admin', 200],
      ['unverifiedAdmin', 403],
    ] as const)
      await check('GET /api/users', caller, expected, () => status(caller, 'GET', '/api/users'));
    for (const [caller, expected] of [
      ['anonymous', 401],
      ['alice', 200],
      ['bob', 404],
      ['admin', 200],
      ['unverifiedAdmin', 404],
    ] as const)
      await check('GET /api/users/alice', caller, expected, () => status(caller, 'GET', alice()));
    for (const [caller, expected] of [
      ['anonymous', 401],
      ['alice', 200],
      ['bob', 404],
      ['admin', 200],
      ['unverifiedAdmin', 404],
    ] as const) {
      await check('PUT /api/users/alice profile', caller, expected, () => status(caller, 'PUT', alice(), { user: { company: `${caller} was here` } }));
    }
    await check('PUT /api/users/alice own roles', 'alice', 403, () => status('alice', 'PUT', alice(), { user: { roles: ['user', 'admin'] } }));
    await check('PUT /api/users/alice own verification', 'alice', 403, () => status('alice', 'PUT', alice(), { user: { verified: false } }));
    // The takeover of the penetration test: another user's address, the administrator role, the other administrator disabled.
    const unverified = { caller: 'unverifiedAdmin', password: strong } as const;
    await check('PUT /api/users/alice e-mail', unverified.caller, 404, () =>
      status(unverified.caller, 'PUT', alice(), { user: { email: 'taken-over@example.com' }, password: unverified.password }),
    );
    await check('PUT /api/users/alice roles', unverified.caller, 404, () => status(unverified.caller, 'PUT', alice(), { user: { roles: ['user', 'admin'] } }));
    await check('PUT /api/users/admin disabled', unverified.caller, 404, () =>
      status(unverified.caller, 'PUT', `/api/users/${ids.admin}`, { user: { disabled: true } }),
    );
    // Their own account, like any user's: the profile yes, what only an administrator changes no.
    const own = `/api/users/${ids.unverifiedAdmin}`;
    await check('GET /api/users/own', unverified.caller, 200, () => status(unverified.caller, 'GET', own));
    await check('PUT /api/users/own profile', unverified.caller, 200, () => status(unverified.caller, 'PUT', own, { user: { company: 'Own' } }));
    await check('PUT /api/users/own roles', unverified.caller, 403, () => status(unverified.caller, 'PUT', own, { user: { roles: ['user', 'admin'] } }));
    await check('PUT /api/users/own e-mail', unverified.caller, 403, () =>
      status(unverified.caller, 'PUT', own, { user: { email: 'elsewhere@example.com' }, password: unverified.password }),
    );
    for (const [caller, expected] of [
      ['anonymous', 401],
      ['alice', 403],
      ['unverifiedAdmin', 403],
    ] as const) {
      await check('POST /api/users', caller, expected, () =>
        status(caller, 'POST', '/api/users', { email: `made-by-${caller}@example.com`, password: strong }),
      );
      await check('DELETE /api/users/bob', caller, expected, () => status(caller, 'DELETE', `/api/users/${ids.bob}`));
      await check('DELETE /api/users/bob/sessions', caller, expected, () => status(caller, 'DELETE', `/api/users/${ids.bob}/sessions`));
      await check('DELETE /api/users/admin/second-factor', caller, expected, () => status(caller, 'DELETE', `/api/users/${ids.admin}/second-factor`));
      await check('GET /api/admin/overview', caller, expected, () => status(caller, 'GET', '/api/admin/overview'));
    }
    await check('GET /api/admin/overview', 'admin', 200, () => status('admin', 'GET', '/api/admin/overview'));
    // Past the gate, the reset is refused for what it finds: Alice has no second factor to reset.
    await check('DELETE /api/users/alice/second-factor', 'admin', 400, () => status('admin', 'DELETE', `${alice()}/second-factor`));
    expect(rows.filter((row) => row.actual !== row.expected)).toEqual([]);
    expect(rows).toHaveLength(44);

    const refused = await client.call({ method: 'GET', url: '/api/users', ...as('unverifiedAdmin') });
    expect(refused.json()).toEqual({ success: false, code: 1009, message: 'Set up a second factor in your settings before you open the admin area' });
    const [stored] = await app.db.select().from(users).where(eq(users.id, ids.alice));
    expect(stored).toMatchObject({ email: 'alice@example.com', disabledAt: null });
    expect((await client.call({ method: 'GET', url: alice(), ...as('admin') })).json().content.roles).toEqual(['user']);
  });

  it("changes an e-mail address only with the caller's password again; a wrong one counts as a failed sign-in", async () => {
    const bob = `/api/users/${ids.bob}`;
    const change = (payload: Record<string, unknown>) => client.call({ method: 'PUT', url: bob, ...as('admin'), payload });
    const missing = await change({ user: { email: 'robert@example.com' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 1012, errors: [{ field: 'password', rule: 'required' }] });
    const wrong = await change({ user: { email: 'robert@example.com' }, password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1002, errors: [{ field: 'password', rule: 'wrongOldPassword' }] });
    const [failed] = await app.db.select({ events: count() }).from(throttleEvents).where(eq(throttleEvents.key, 'admin@example.com'));
    expect(failed?.events).toBe(1);
    expect((await client.call({ method: 'GET', url: bob, ...as('admin') })).json().content.email).toBe('bob@example.com');
    // The same address in other letters is no change, and other changes need no password.
    expect((await change({ user: { email: ' BOB@example.com', lastName: 'Builder' } })).statusCode).toBe(200);
    const changed = await change({ user: { email: 'robert@example.com' }, password: strong });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().content).toMatchObject({ email: 'robert@example.com', lastName: 'Builder' });
    expect((await change({ user: { email: 'bob@example.com' }, password: strong })).statusCode).toBe(200);
  });

  it('lists the public roles', async () => {
    const response = await client.call({ method: 'GET', url: '/api/roles', ...as('alice') });
    expect(response.json().content.map((role: { name: string }) => role.name)).toEqual(['admin', 'user']);
  });

  it('lets an administrator list, create, edit, disable and delete users', async () => {
    const list = await client.call({ method: 'GET', url: '/api/users', ...as('admin') });
    expect(list.json().content.users.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining(['alice@example.com', 'bob@example.com', 'admin@example.com']),
    );

    const created = await client.call({
      method: 'POST',
      url: '/api/users',
      ...as('admin'),
      payload: { email: 'carol@example.com', password: strong, firstName: 'Carol', roles: ['user'] },
    });
    expect(created.statusCode).toBe(201);
    const carol = created.json().content;
    expect(carol).toMatchObject({ email: 'carol@example.com', verified: true, roles: ['user'] });
    expect((await client.call({ method: 'POST', url: '/auth/signin', payload: { email: 'carol@example.com', password: strong } })).statusCode).toBe(200);
    const duplicate = await client.call({ method: 'POST', url: '/api/users', ...as('admin'), payload: { email: 'carol@example.com', password: strong } });
    expect(duplicate.json()).toMatchObject({ code: 1004 });

    const promoted = await client.call({
      method: 'PUT',
      url: `/api/users/${carol.id}`,
      ...as('admin'),
      payload: { user: { roles: ['user', 'admin'], lastName: 'Jones' } },
    });
    expect(promoted.json().content).toMatchObject({ roles: ['admin', 'user'], lastName: 'Jones' });

    const carolSession = (await createSession(app.db, { userId: carol.id, sessionDays: 30 })).token;
    await client.call({ method: 'PUT', url: `/api/users/${carol.id}`, ...as('admin'), payload: { user: { disabled: true } } });
    expect((await client.call({ method: 'GET', url: '/auth/me', session: carolSession })).statusCode).toBe(401);
    expect((await client.call({ method: 'POST', url: '/auth/signin', payload: { email: 'carol@example.com', password: strong } })).json()).toMatchObject({
      code: 1001,
    });

    const deleted = await client.call({ method: 'DELETE', url: `/api/users/${carol.id}`, ...as('admin') });
    expect(deleted.json()).toEqual({ success: true });
    expect((await client.call({ method: 'GET', url: `/api/users/${carol.id}`, ...as('admin') })).statusCode).toBe(404);
  });

  it('invites a user created without a password to choose one by mail', async () => {
    const created = await client.call({ method: 'POST', url: '/api/users', ...as('admin'), payload: { email: 'dave@example.com', firstName: 'Dave' } });
    expect(created.statusCode).toBe(201);
    const mail = await smtp.waitForMail('dave@example.com', /Your Keelson account/);
    const token = tokenFromMail(mail, '/app/reset-password');
    await client.call({ method: 'POST', url: `/auth/confirm-password/${token}`, payload: { password: strong } });
    expect((await client.call({ method: 'POST', url: '/auth/signin', payload: { email: 'dave@example.com', password: strong } })).statusCode).toBe(200);
  });

  it('never removes the last administrator, and keeps the user role on everyone', async () => {
    const other = await client.call({ method: 'PUT', url: `/api/users/${ids.unverifiedAdmin}`, ...as('admin'), payload: { user: { roles: ['user'] } } });
    expect(other.json().content.roles).toEqual(['user']);
    const demote = await client.call({ method: 'PUT', url: `/api/users/${ids.admin}`, ...as('admin'), payload: { user: { roles: ['user'] } } });
    expect(demote.json()).toMatchObject({ code: 1012 });
    const disable = await client.call({ method: 'PUT', url: `/api/users/${ids.admin}`, ...as('admin'), payload: { user: { disabled: true } } });
    expect(disable.json()).toMatchObject({ code: 1012 });
    expect((await client.call({ method: 'DELETE', url: `/api/users/${ids.admin}`, ...as('admin') })).json()).toMatchObject({ code: 1012 });
    const noUserRole = await client.call({ method: 'PUT', url: `/api/users/${ids.bob}`, ...as('admin'), payload: { user: { roles: ['admin'] } } });
    expect(noUserRole.json()).toMatchObject({ code: 1012, errors: [{ field: 'roles' }] });
  });

  it('ends the sessions of a deleted user', async () => {
    const erin = await insertUser(app.db, { email: 'erin@example.com' });
    const session = (await createSession(app.db, { userId: erin, sessionDays: 30 })).token;
    await client.call({ method: 'DELETE', url: `/api/users/${erin}`, ...as('admin') });
    expect((await client.call({ method: 'GET', url: '/auth/me', session })).statusCode).toBe(401);
  });

  it('answers bad bodies with 1012 naming the fields', async () => {
    const response = await client.call({
      method: 'PUT',
      url: `/api/users/${ids.alice}`,
      ...as('alice'),
      payload: { user: { whitepaper: 'yes', firstName: 12 } },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['user.firstName', 'user.whitepaper']);
    expect((await client.call({ method: 'GET', url: '/api/users/not-a-uuid', ...as('admin') })).json()).toMatchObject({ code: 1012 });
  });

  it("never answers with a password, a hash or another user's data to a non-administrator", async () => {
    for (const answer of client.answers) expect(keysOf(answer).filter((key) => /password|hash|token/i.test(key))).toEqual([]);
    const own = await client.call({ method: 'GET', url: `/api/users/${ids.alice}`, ...as('alice') });
    expect(own.body).not.toContain('bob@example.com');
  });
});

describe('mail without SMTP', () => {
  it('is kept in the outbox and shown to administrators', async () => {
    const [pglite] = targets;
    if (pglite === undefined) throw new Error('no PGlite target');
    const database = await pglite.create();
    const app = await buildApp(testConfig(database));
    try {
      await app.inject({ method: 'POST', url: '/auth/signup', payload: { email: 'outbox@example.com', password: strong } });
      const admin = await insertUser(app.db, { email: 'boss@example.com', roles: ['user', 'admin'] });
      const { token } = await createSession(app.db, { userId: admin, sessionDays: 30 });
      const overview = (await app.inject({ method: 'GET', url: '/api/admin/overview', cookies: { keelson_session: token } })).json().content;
      expect(overview.mailDelivery).toBe('outbox');
      expect(overview.counts).toMatchObject({ users: 2, administrators: 1, unverified: 1 });
      expect(overview.outbox[0]).toMatchObject({ to: 'outbox@example.com', subject: 'Confirm your e-mail address for Keelson' });
      expect(overview.outbox[0].text).toMatch(/\/app\/confirm-email\?id=/);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
