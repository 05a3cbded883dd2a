import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { sessions } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { recordingClient, sessionTokenOf } from '../test/http';
import { insertUser } from '../test/users';
import { sessionCookieName } from './session-cookie';
import { createSession, hashToken, sessionIdleMs } from './sessions';

const targets = await testDatabaseTargets();
const password = 'ballast keel rudder anchor';
const day = 24 * 60 * 60 * 1000;

/**
 * Whether an answer told the browser to forget the session: the cookie cleared, and the cache and storage with it when
 * this browser ended it (`active`), the cache alone when it learns at a later request that it ended elsewhere.
 */
function endsSessionInBrowser(answer: LightMyRequestResponse, active = false): boolean {
  const cookie = answer.cookies.find((candidate) => candidate.name === sessionCookieName);
  const cleared = cookie !== undefined && cookie.value === '' && cookie.expires !== undefined && cookie.expires.getTime() === 0;
  return cleared && answer.headers['clear-site-data'] === (active ? '"cache", "storage"' : '"cache"');
}

describe.each(targets)('every way a session ends clears the site data on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let client: ReturnType<typeof recordingClient>;
  let n = 0;
  let adminSession = '';

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
    client = recordingClient(app);
    const admin = await insertUser(app.db, { email: `admin-${target.name}@example.com`, roles: ['user', 'admin'] });
    adminSession = (await createSession(app.db, { userId: admin, sessionDays: 30 })).token;
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** A user with a real password and two sessions (two browsers). */
  async function userWithTwoSessions(label: string) {
    const id = await insertUser(app.db, { email: `${label}-${(n += 1)}-${target.name}@example.com`, password });
    const one = (await createSession(app.db, { userId: id, sessionDays: 30 })).token;
    const two = (await createSession(app.db, { userId: id, sessionDays: 30 })).token;
    return { id, one, two };
  }
  const me = (session: string) => client.call({ method: 'GET', url: '/auth/me', session });
  const sessionIdOf = async (token: string) => {
    const [row] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (row === undefined) throw new Error('no such session');
    return row.id;
  };

  it('on sign-out', async () => {
    const { one, two } = await userWithTwoSessions('signout');
    expect(endsSessionInBrowser(await client.call({ method: 'POST', url: '/auth/signout', session: one }), true)).toBe(true);
    expect(endsSessionInBrowser(await client.call({ method: 'POST', url: '/auth/signout?everywhere=true', session: two }), true)).toBe(true);
  });

  it('when the user ends their own current session from the session list', async () => {
    const { one, two } = await userWithTwoSessions('own');
    const ended = await client.call({ method: 'DELETE', url: `/auth/sessions/${await sessionIdOf(one)}`, session: one });
    expect(ended.statusCode).toBe(200);
    expect(endsSessionInBrowser(ended, true)).toBe(true);
    // The other browser's session stays, and its answers clear nothing.
    const other = await me(two);
    expect(other.statusCode).toBe(200);
    expect(other.headers['clear-site-data']).toBeUndefined();
    expect(other.cookies).toEqual([]);
  });

  it('at the next request of a session ended from another session, one by one or all others at once', async () => {
    const { one, two } = await userWithTwoSessions('elsewhere');
    const ending = await client.call({ method: 'DELETE', url: `/auth/sessions/${await sessionIdOf(two)}`, session: one, payload: { password } });
    expect(ending.statusCode).toBe(200);
    // The browser that ended another session keeps its own data.
    expect(ending.headers['clear-site-data']).toBeUndefined();
    const next = await me(two);
    expect(next.statusCode).toBe(401);
    expect(endsSessionInBrowser(next)).toBe(true);

    const three = (await createSession(app.db, { userId: (await userIdOf(one)) ?? '', sessionDays: 30 })).token;
    expect((await client.call({ method: 'POST', url: '/auth/sessions/end-others', session: one, payload: { password } })).statusCode).toBe(200);
    expect(endsSessionInBrowser(await me(three))).toBe(true);
    expect((await me(one)).statusCode).toBe(200);
  });

  it('at the next request of an expired session, and of one idle for longer than the idle limit', async () => {
    const { id } = await userWithTwoSessions('expired');
    const expired = (await createSession(app.db, { userId: id, sessionDays: 1, now: new Date(Date.now() - 2 * day) })).token;
    const idle = (await createSession(app.db, { userId: id, sessionDays: 30, now: new Date(Date.now() - sessionIdleMs - day) })).token;
    for (const token of [expired, idle]) {
      const answer = await me(token);
      expect(answer.statusCode).toBe(401);
      expect(endsSessionInBrowser(answer)).toBe(true);
    }
    // Any call that reads the signed-in user says so, not only /auth/me.
    expect(endsSessionInBrowser(await client.call({ method: 'GET', url: '/api/cashflow', session: expired }))).toBe(true);
  });

  it('at the next request of a user whose sessions an administrator ended, or whom an administrator disabled', async () => {
    const { id, one, two } = await userWithTwoSessions('admin-ended');
    expect((await client.call({ method: 'DELETE', url: `/api/users/${id}/sessions`, session: adminSession })).statusCode).toBe(200);
    for (const token of [one, two]) expect(endsSessionInBrowser(await me(token))).toBe(true);

    const disabled = await userWithTwoSessions('disabled');
    const answer = await client.call({ method: 'PUT', url: `/api/users/${disabled.id}`, session: adminSession, payload: { user: { disabled: true } } });
    expect(answer.statusCode).toBe(200);
    expect(endsSessionInBrowser(await me(disabled.one))).toBe(true);
  });

  it('when an administrator ends their own sessions', async () => {
    const admin = await insertUser(app.db, { email: `self-admin-${target.name}@example.com`, roles: ['user', 'admin'] });
    const session = (await createSession(app.db, { userId: admin, sessionDays: 30 })).token;
    expect(endsSessionInBrowser(await client.call({ method: 'DELETE', url: `/api/users/${admin}/sessions`, session }), true)).toBe(true);
  });

  it('never for a request without a session cookie, nor for a sign-in that replaces an ended session', async () => {
    const anonymous = await client.call({ method: 'GET', url: '/auth/me' });
    expect(anonymous.headers['clear-site-data']).toBeUndefined();
    expect(anonymous.cookies).toEqual([]);

    const { id, one } = await userWithTwoSessions('signin-again');
    await client.call({ method: 'DELETE', url: `/api/users/${id}/sessions`, session: adminSession });
    expect(await userIdOf(one)).toBeUndefined();
    const email = `signin-again-${n}-${target.name}@example.com`;
    const signedIn = await client.call({ method: 'POST', url: '/auth/signin', payload: { email, password }, session: one });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['clear-site-data']).toBeUndefined();
    const fresh = sessionTokenOf(signedIn);
    expect(fresh).toBeDefined();
    expect((await me(fresh ?? '')).statusCode).toBe(200);
  });

  async function userIdOf(token: string): Promise<string | undefined> {
    const [row] = await app.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row?.userId;
  }
});
