import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { sessionTokenOf } from '../test/http';
import { insertUser } from '../test/users';
import { sessionCookieName } from './session-cookie';

const targets = await testDatabaseTargets();
const password = 'ballast keel rudder anchor';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(targets)('the session list on $name', (target) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('tells two sessions apart: browser, system, device, address, sign-in time, last use, this session', async () => {
    const email = `two-sessions-${target.name}@example.com`;
    await insertUser(app.db, { email, password });
    const signIn = async (userAgent: string, remoteAddress: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/signin',
        headers: { 'user-agent': userAgent },
        payload: { email, password },
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
      const token = sessionTokenOf(response);
      if (token === undefined) throw new Error('no session');
      return token;
    };
    await signIn(firefoxOnWindows, '192.0.2.10');
    const phone = await signIn(safariOnIphone, '198.51.100.20');

    const response = await app.inject({ method: 'GET', url: '/auth/sessions', cookies: { [sessionCookieName]: phone } });
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json().content as { sessions: Record<string, unknown>[] };
    expect(sessions).toHaveLength(2);
    const byAddress = Object.fromEntries(sessions.map((session) => [session.address, session]));
    expect(byAddress['198.51.100.20']).toMatchObject({ browserName: 'Safari', browserVersion: '17', system: 'iOS 17.5', device: 'mobile', current: true });
    expect(byAddress['192.0.2.10']).toMatchObject({ browserName: 'Firefox', browserVersion: '128', system: 'Windows 10', device: 'desktop', current: false });
    for (const session of sessions) {
      expect(Date.parse(String(session.createdAt))).not.toBeNaN();
      expect(Date.parse(String(session.lastSeenAt))).not.toBeNaN();
    }
  });
});
