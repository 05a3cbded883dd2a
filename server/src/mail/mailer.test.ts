import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { outbox } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { insertUser } from '../test/users';
import { redactLink } from './mailer';

const targets = await testDatabaseTargets();
const strong = 'ballast keel rudder anchor';

describe('redactLink', () => {
  it('keeps where a link leads and drops its token, in the query or in the path', () => {
    expect(redactLink('http://keelson.test/app/reset-password?id=secret-token')).toBe('http://keelson.test/app/reset-password?[redacted]');
    expect(redactLink('https://keelson.test/auth/verify-email/secret-token')).toBe('https://keelson.test/auth/verify-email/[redacted]');
    expect(redactLink('http://keelson.test/app/user/settings')).toBe('http://keelson.test/app/user/settings');
    expect(redactLink('http://[not a url')).toBe('[redacted]');
  });
});

describe.each(targets)('the outbox log line without SMTP on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database, { publicUrl: 'http://keelson.test' }), {
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('names the mail and where its links lead, never their tokens: confirmation, reset and invitation links', async () => {
    expect(app.mailer.kind).toBe('outbox');
    const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { email: `new-${target.name}@example.com`, password: strong } });
    expect(signup.statusCode).toBe(201);
    await insertUser(app.db, { email: `known-${target.name}@example.com` });
    expect((await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { email: `known-${target.name}@example.com` } })).statusCode).toBe(200);
    const admin = await insertUser(app.db, { email: `admin-${target.name}@example.com`, roles: ['user', 'admin'] });
    const { token } = await createSession(app.db, { userId: admin, sessionDays: 30 });
    const invited = await app.inject({
      method: 'POST',
      url: '/api/users',
      cookies: { keelson_session: token },
      payload: { email: `invited-${target.name}@example.com`, roles: ['user'] },
    });
    expect(invited.statusCode).toBe(201);

    // The mails hold their links whole; the tokens are what follows `id=`.
    const mails = await app.db.select().from(outbox);
    const tokens = mails.flatMap((mail) => [...mail.textBody.matchAll(/\?id=([^\s&]+)/g)].map((match) => match[1] ?? ''));
    expect(tokens).toHaveLength(3);
    const outboxLines = logLines
      .map((line) => JSON.parse(line) as { msg: string; links?: string[] })
      .filter((line) => line.msg.startsWith('mail kept in the outbox'));
    expect(outboxLines).toHaveLength(3);
    expect(outboxLines.flatMap((line) => line.links)).toEqual(
      expect.arrayContaining([
        'http://keelson.test/app/confirm-email?[redacted]',
        'http://keelson.test/app/reset-password?[redacted]',
        'http://keelson.test/app/reset-password?[redacted]',
      ]),
    );
    const log = logLines.join('\n');
    for (const mailToken of tokens) {
      expect(mailToken.length).toBeGreaterThan(20);
      expect(log).not.toContain(mailToken);
    }
    expect(log).not.toContain('?id=');
  });
});
