import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { redactError, redactUrl } from './log-redaction';

describe('what the log may show', () => {
  it('drops query strings and the tokens of mailed links from URLs', () => {
    expect(redactUrl('/auth/verify-email/abcDEF123_-x')).toBe('/auth/verify-email/[redacted]');
    expect(redactUrl('/auth/confirm-password/tok3n?x=1')).toBe('/auth/confirm-password/[redacted]');
    expect(redactUrl('/auth/change-password/tok3n')).toBe('/auth/change-password/[redacted]');
    expect(redactUrl('/auth/change-password')).toBe('/auth/change-password');
    expect(redactUrl('/app/reset-password?id=secret-link-id')).toBe('/app/reset-password');
    expect(redactUrl('/api/cashflow/3f1c')).toBe('/api/cashflow/3f1c');
  });

  it("never logs a failed query's parameters, also in the error's cause", () => {
    const failed = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@example.com,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    );
    const outer = new Error('could not create the user', { cause: failed });
    const logged = JSON.stringify(redactError(outer));
    expect(logged).not.toContain('$argon2id');
    expect(logged).not.toContain('a@example.com');
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('params: [redacted]');
  });
});

describe('the server log', () => {
  let database: TestDatabase;
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    const target = (await testDatabaseTargets())[0];
    if (target === undefined) throw new Error('no test database');
    database = await target.create();
    app = await buildApp(testConfig(database), { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('records requests without the tokens in their paths or any query string', async () => {
    await app.inject({ method: 'POST', url: '/auth/verify-email/VerySecretToken0123456789' });
    await app.inject({ method: 'GET', url: '/app/reset-password?id=AnotherSecretLinkId' });
    const log = lines.join('\n');
    expect(log).toContain('/auth/verify-email/[redacted]');
    expect(log).not.toContain('VerySecretToken0123456789');
    expect(log).not.toContain('AnotherSecretLinkId');
  });
});
