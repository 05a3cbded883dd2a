import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { sessions, users } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { keysOf, recordingClient, sessionTokenOf } from '../test/http';
import { insertUser } from '../test/users';
import { hashPassword } from './passwords';
import { browserOf } from './session-presenter';
import { createSession, hashToken } from './sessions';

const targets = await testDatabaseTargets();
const strong = 'ballast keel rudder anchor';
const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

type SessionInfo = { id: string; browser: string; address: string; createdAt: string; lastSeenAt: string; current: boolean };

describe('browserOf', () => {
  it('names browser, major version and system, or says it does not know', () => {
    expect(browserOf(chromeOnLinux)).toBe('Chrome 156 on Linux');
    expect(browserOf(firefoxOnWindows)).toBe('Firefox 140 on Windows');
    expect(browserOf('')).toBe('Unknown browser');
    expect(browserOf('curl/8.5.0')).toBe('Unknown browser');
  });
});

describe.each(targets)('sessions on $name', (target) => {
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

  const me = (session: string) => client.call({ method: 'GET', url: '/auth/me', session });
  const list = async (session: string): Promise<SessionInfo[]> => {
    const answer = await client.call({ method: 'GET', url: '/auth/sessions', session });
    expect(answer.statusCode).toBe(200);
    return answer.json().content.sessions as SessionInfo[];
  };
  const end = (session: string, id: string, password?: string) =>
    client.call({ method: 'DELETE', url: `/auth/sessions/${id}`, session, ...(password === undefined ? {} : { payload: { password } }) });
  const endOthers = (session: string, payload: Record<string, unknown>) => client.call({ method: 'POST', url: '/auth/sessions/end-others', session, payload });

  /** A verified user with a real password; their id and e-mail. */
  async function userWithPassword(label: string) {
    const email = `${label}-${(n += 1)}-${target.name}@example.com`;
    const id = await insertUser(app.db, { email });
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(strong) })
      .where(eq(users.id, id));
    return { id, email };
  }

  async function signin(email: string, userAgent: string | undefined, remoteAddress: string): Promise<string> {
    const answer = await client.call({
      method: 'POST',
      url: '/auth/signin',
      payload: { email, password: strong },
      remoteAddress,
      ...(userAgent === undefined ? {} : { headers: { 'user-agent': userAgent } }),
    });
    const token = sessionTokenOf(answer);
    if (token === undefined) throw new Error(`sign-in failed: ${answer.body}`);
    return token;
  }

  it("lists the caller's live sessions with browser and address, the most recently used first, their own marked current", async () => {
    const { id, email } = await userWithPassword('list');
    const chrome = await signin(email, chromeOnLinux, '198.51.100.10');
    const firefox = await signin(email, firefoxOnWindows, '2001:db8::7');
    const bare = await signin(email, undefined, '198.51.100.12');
    // A session past its lifetime is not listed.
    await createSession(app.db, { userId: id, sessionDays: 1, now: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000), userAgent: chromeOnLinux });
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(sessions.tokenHash, hashToken(chrome)));

    const listed = await list(firefox);
    expect(listed).toHaveLength(3);
    expect(listed.map((session) => [session.browser, session.address, session.current])).toEqual([
      ['Unknown browser', '198.51.100.12', false],
      ['Firefox 140 on Windows', '2001:db8::7', true],
      ['Chrome 156 on Linux', '198.51.100.10', false],
    ]);
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt) - 60 * 60 * 1000);
    }
    expect((await list(bare)).map((session) => session.current)).toEqual([true, false, false]);
    expect((await list(adminSession)).every((session) => session.current)).toBe(true);
    expect((await client.call({ method: 'GET', url: '/auth/sessions' })).statusCode).toBe(401);
  });

  it('keeps at most 400 characters of a User-Agent header', async () => {
    const { id, email } = await userWithPassword('long');
    await signin(email, `${chromeOnLinux} ${'x'.repeat(1000)}`, '198.51.100.13');
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(row?.userAgent).toHaveLength(400);
  });

  it("ends another of the caller's sessions with the password again; another user's session is not found", async () => {
    const { email } = await userWithPassword('one');
    const here = await signin(email, chromeOnLinux, '198.51.100.20');
    const there = await signin(email, firefoxOnWindows, '198.51.100.21');
    const other = await userWithPassword('bystander');
    const theirs = await signin(other.email, chromeOnLinux, '198.51.100.22');
    const theirId = (await list(theirs))[0]?.id ?? '';
    const thereId = (await list(here)).find((session) => !session.current)?.id ?? '';

    const foreign = await end(here, theirId, strong);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 1010 });
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await end(here, '00000000-0000-4000-8000-000000000000', strong)).statusCode).toBe(404);
    expect((await end(here, 'not-a-uuid', strong)).json()).toMatchObject({ code: 1012, errors: [{ field: 'id' }] });

    // A stolen session alone cannot sign its owner out elsewhere.
    const bare = await end(here, thereId);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 1012, errors: [{ field: 'password', rule: 'required' }] });
    const wrong = await end(here, thereId, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1002, errors: [{ field: 'password', rule: 'wrongOldPassword' }] });
    expect((await me(there)).statusCode).toBe(200);

    const ended = await end(here, thereId, strong);
    expect(ended.json()).toEqual({ success: true });
    expect(ended.cookies).toEqual([]);
    expect((await me(there)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await list(here)).map((session) => session.current)).toEqual([true]);
  });

  it('ends the current session too without a password, clearing its cookie', async () => {
    const { email } = await userWithPassword('self');
    const here = await signin(email, chromeOnLinux, '198.51.100.30');
    const [own] = await list(here);
    const ended = await end(here, own?.id ?? '');
    expect(ended.statusCode).toBe(200);
    expect(sessionTokenOf(ended)).toBeUndefined();
    expect(ended.cookies.some((cookie) => cookie.value === '')).toBe(true);
    expect((await me(here)).statusCode).toBe(401);
  });

  it('ends every other session of the caller with the password again', async () => {
    const { email } = await userWithPassword('others');
    const here = await signin(email, chromeOnLinux, '198.51.100.40');
    const elsewhere = [await signin(email, firefoxOnWindows, '198.51.100.41'), await signin(email, undefined, '198.51.100.42')];
    const other = await userWithPassword('unaffected');
    const theirs = await signin(other.email, chromeOnLinux, '198.51.100.43');
    expect((await endOthers(here, {})).json()).toMatchObject({ code: 1012, errors: [{ field: 'password', rule: 'required' }] });
    expect((await endOthers(here, { password: '' })).json()).toMatchObject({ code: 1012, errors: [{ field: 'password', rule: 'required' }] });
    const wrong = await endOthers(here, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1002, errors: [{ field: 'password', rule: 'wrongOldPassword' }] });
    for (const session of elsewhere) expect((await me(session)).statusCode).toBe(200);
    const answer = await endOthers(here, { password: strong });
    expect(answer.json()).toEqual({ success: true });
    for (const session of elsewhere) expect((await me(session)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(theirs)).statusCode).toBe(200);
    expect(await list(here)).toHaveLength(1);
  });

  it('lets administrators end every session of a user; anyone else is refused', async () => {
    const { id, email } = await userWithPassword('target');
    const first = await signin(email, chromeOnLinux, '198.51.100.50');
    const second = await signin(email, firefoxOnWindows, '198.51.100.51');
    const bystander = await userWithPassword('nonadmin');
    const theirs = await signin(bystander.email, chromeOnLinux, '198.51.100.52');

    const byUser = await client.call({ method: 'DELETE', url: `/api/users/${id}/sessions`, session: theirs });
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json()).toMatchObject({ code: 1009 });
    expect((await client.call({ method: 'DELETE', url: `/api/users/${id}/sessions` })).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);

    const unknown = await client.call({ method: 'DELETE', url: '/api/users/00000000-0000-4000-8000-000000000000/sessions', session: adminSession });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 1010 });
    const byAdmin = await client.call({ method: 'DELETE', url: `/api/users/${id}/sessions`, session: adminSession });
    expect(byAdmin.json()).toEqual({ success: true });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await me(adminSession)).statusCode).toBe(200);
  });

  it('reports no second factor to set up when REQUIRE_ADMIN_MFA is off, and keeps the admin area open', async () => {
    expect((await me(adminSession)).json().content).toMatchObject({ secondFactorSetupRequired: false, user: { secondFactor: false } });
    expect((await client.call({ method: 'GET', url: '/api/users', session: adminSession })).statusCode).toBe(200);
  });

  it('never answers with a token or its hash', async () => {
    const hashes = (await app.db.select({ hash: sessions.tokenHash }).from(sessions)).map((row) => row.hash);
    expect(client.answers.length).toBeGreaterThan(30);
    for (const answer of client.answers) {
      expect(keysOf(answer).filter((key) => /password|hash|token|secret/i.test(key))).toEqual([]);
      const text = JSON.stringify(answer);
      for (const hash of hashes) expect(text).not.toContain(hash);
    }
  });
});
