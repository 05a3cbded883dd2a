import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSession } from '../auth/sessions';
import { sessionCookieName } from '../auth/session-cookie';
import type { Config } from '../config';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { insertUser } from '../test/users';
import { rateLimited } from './rate-limits';

// The limits are in memory and the same on either database; the embedded one is enough.
const [pglite] = await testDatabaseTargets();
if (pglite === undefined) throw new Error('no embedded database');

const tooMany = { success: false, code: 1011, message: 'Too many attempts. Please try again later.' };

describe('rateLimited', () => {
  it('gives reads and calculations the configured number per minute, sign-up, resets and creation a fifth, and nothing at 0', () => {
    expect(rateLimited({ rateLimitPerMinute: 120 }, 'read')).toEqual({ rateLimit: { max: 120, timeWindow: 60_000 } });
    expect(rateLimited({ rateLimitPerMinute: 120 }, 'calculation')).toEqual({ rateLimit: { max: 120, timeWindow: 60_000 } });
    expect(rateLimited({ rateLimitPerMinute: 120 }, 'account')).toEqual({ rateLimit: { max: 24, timeWindow: 60_000 } });
    expect(rateLimited({ rateLimitPerMinute: 3 }, 'creation')).toEqual({ rateLimit: { max: 1, timeWindow: 60_000 } });
    expect(rateLimited({ rateLimitPerMinute: 0 }, 'read')).toEqual({ rateLimit: false });
  });
});

describe('per-address rate limits', () => {
  const opened: { app: App; database: TestDatabase }[] = [];

  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.drop();
    }
  });

  /** A server with these limits, with a signed-in user and administrator. */
  const server = async (overrides: Partial<Config>) => {
    const database = await pglite.create();
    const app = await buildApp(testConfig(database, overrides));
    await app.ready();
    opened.push({ app, database });
    const userId = await insertUser(app.db, { email: 'user@example.com' });
    const adminId = await insertUser(app.db, { email: 'admin@example.com', roles: ['user', 'admin'] });
    const session = (await createSession(app.db, { userId, sessionDays: 1 })).token;
    const adminSession = (await createSession(app.db, { userId: adminId, sessionDays: 1 })).token;
    return { app, session, adminSession };
  };
  let limited: Awaited<ReturnType<typeof server>>;

  beforeAll(async () => {
    limited = await server({ rateLimitPerMinute: 10 });
  });

  /** The answers to `count` calls in a row. */
  const repeat = async (app: App, count: number, request: InjectOptions) => {
    const answers = [];
    for (let index = 0; index < count; index += 1) answers.push(await app.inject(request));
    return answers;
  };

  it('refuses the anonymous read-only and calculate calls past the limit of one address, in the envelope with Retry-After', async () => {
    const { app } = limited;
    for (const url of [
      `/api/utilityAnalysis/readonly/${randomUUID()}`,
      `/api/cashflow/readonly/${randomUUID()}`,
      `/api/cashflow/readonly/${randomUUID()}/calculate`,
    ]) {
      const answers = await repeat(app, 11, { method: 'GET', url });
      expect(
        answers.slice(0, 10).map((answer) => answer.statusCode),
        url,
      ).toEqual(Array.from({ length: 10 }, () => 404));
      const refused = answers[10];
      expect(refused?.statusCode, url).toBe(429);
      expect(refused?.json()).toEqual(tooMany);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused?.headers['x-ratelimit-limit']).toBe('10');

      // Another address has its own count.
      expect((await app.inject({ method: 'GET', url, remoteAddress: '192.0.2.9' })).statusCode, url).toBe(404);
    }
  });

  it('limits the list calls of one address like the other reads', async () => {
    const { app, session, adminSession } = limited;
    for (const [url, cookie] of [
      ['/api/cashflow?limit=200', session],
      ['/api/utilityAnalysis/', session],
      ['/api/users', adminSession],
    ] as const) {
      const answers = await repeat(app, 11, { method: 'GET', url, cookies: { [sessionCookieName]: cookie } });
      expect(
        answers.slice(0, 10).map((answer) => answer.statusCode),
        url,
      ).toEqual(Array.from({ length: 10 }, () => 200));
      expect(answers[10]?.statusCode, url).toBe(429);
      expect(answers[10]?.json(), url).toEqual(tooMany);
      expect(Number(answers[10]?.headers['retry-after']), url).toBeGreaterThan(0);
    }
  });

  it('limits the calculate call of a signed-in user too', async () => {
    const { app, session } = limited;
    const answers = await repeat(app, 11, { method: 'GET', url: `/api/cashflow/${randomUUID()}/calculate`, cookies: { [sessionCookieName]: session } });
    expect(answers.slice(0, 10).every((answer) => answer.statusCode === 404)).toBe(true);
    expect(answers[10]?.json()).toEqual(tooMany);
  });

  it('gives sign-up, its resend, reset requests and record creation a fifth of the limit, counted before the body is read', async () => {
    const { app, session, adminSession } = limited;
    for (const [url, cookie] of [
      ['/auth/signup', ''],
      ['/auth/reset-password', ''],
      ['/auth/signup/resend', ''],
      ['/api/cashflow', session],
      ['/api/utilityAnalysis', session],
      ['/api/users', adminSession],
    ] as const) {
      const answers = await repeat(app, 3, { method: 'POST', url, payload: { unknown: true }, cookies: cookie === '' ? {} : { [sessionCookieName]: cookie } });
      expect(
        answers.slice(0, 2).map((answer) => answer.statusCode),
        url,
      ).toEqual([400, 400]);
      expect(answers[2]?.statusCode, url).toBe(429);
      expect(answers[2]?.json(), url).toEqual(tooMany);
    }
  });

  it('counts the client address that TRUST_PROXY names, not one the client wrote', async () => {
    const { app } = await server({ rateLimitPerMinute: 5, trustProxy: 1 });
    const url = `/api/utilityAnalysis/readonly/${randomUUID()}`;
    const from = (forwardedFor: string) => ({ method: 'GET' as const, url, headers: { 'x-forwarded-for': forwardedFor } });
    await repeat(app, 5, from('203.0.113.7'));
    // A forged left-most entry does not make a new client: the proxy's entry is the address.
    expect((await app.inject(from('198.51.100.1, 203.0.113.7'))).statusCode).toBe(429);
    expect((await app.inject(from('203.0.113.8'))).statusCode).toBe(404);
  });

  it('limits nothing when RATE_LIMIT_PER_MINUTE is 0', async () => {
    const { app } = await server({ rateLimitPerMinute: 0 });
    const answers = await repeat(app, 30, { method: 'GET', url: `/api/utilityAnalysis/readonly/${randomUUID()}` });
    expect(answers.every((answer) => answer.statusCode === 404 && answer.headers['x-ratelimit-limit'] === undefined)).toBe(true);
  });
});
