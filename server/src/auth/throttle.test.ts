import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { insertUser } from '../test/users';
import { backoffs, delayAfterFailures, limits, recordEvent, reserveAttempt, tooManyAttempts, type Limit } from './throttle';

const targets = await testDatabaseTargets();
const minute = 60_000;
const second = 1000;

describe('the growing delay of docs/security-lockout.md', () => {
  it('lets 5 failures pass, then waits 15 s doubled per further failure, at most 15 minutes', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 500].map((failures) => delayAfterFailures(backoffs.signinPerEmail, failures) / second);
    expect(waits).toEqual([0, 0, 0, 0, 0, 15, 30, 60, 120, 240, 480, 900, 900, 900]);
  });
});

describe.each(targets)('Retry-After of the limits counted in the database, on $name', (target) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await target.create();
    app = await buildApp(testConfig(database));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** `count` events of a limit for a key, the first `ageMs` ago and each later one a second younger. */
  const eventsAgo = async (limit: Pick<Limit, 'bucket'>, key: string, count: number, ageMs: number) => {
    const now = Date.now();
    for (let index = 0; index < count; index += 1) await recordEvent(app.db, limit, key, new Date(now - ageMs + index * 1000));
  };
  const retryAfterOf = (answer: { headers: Record<string, unknown> }) => Number(answer.headers['retry-after']);

  it('waits until the limit-th newest event of the window grows older than the window', async () => {
    const limit: Limit = { bucket: 'test', limit: 3, windowMs: minute };
    const now = new Date('2026-05-01T12:00:00Z');
    const at = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000);
    // 55, 50, 30 and 10 seconds ago: the third newest, 50 s ago, leaves the minute in 10 s, and then only two are left.
    for (const secondsAgo of [55, 50, 30, 10]) await recordEvent(app.db, limit, 'key', at(secondsAgo));
    const refusal = await tooManyAttempts(app.db, limit, 'key', now);
    expect(refusal).toMatchObject({ code: 1011, retryAfterSeconds: 10 });
    // Part of a second is a whole one, and an event outside the window does not count.
    expect((await tooManyAttempts(app.db, limit, 'key', new Date(now.getTime() + 9_500))).retryAfterSeconds).toBe(1);
    expect((await tooManyAttempts(app.db, limit, 'other key', now)).retryAfterSeconds).toBe(1);
  });

  it('reserves attempts of a growing delay: refused ones count nothing, and the wait doubles per failure', async () => {
    const start = new Date('2026-05-01T12:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * second);
    const reserve = (seconds: number) => reserveAttempt(app.db, backoffs.signinPerEmail, 'delayed@example.com', at(seconds));
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await reserve(0)).toHaveProperty('id');
    expect(await reserve(0)).toMatchObject({ refused: { code: 1011, retryAfterSeconds: 15 } });
    expect(await reserve(14.2)).toMatchObject({ refused: { retryAfterSeconds: 1 } });
    expect(await reserve(15)).toHaveProperty('id');
    expect(await reserve(15)).toMatchObject({ refused: { retryAfterSeconds: 30 } });
    expect(await reserve(45)).toHaveProperty('id');
    expect(await reserve(46)).toMatchObject({ refused: { retryAfterSeconds: 59 } });
    // A day later the failures have left the window: five free attempts again.
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await reserve(24 * 60 * 60 + 46)).toHaveProperty('id');
    // Other keys and other buckets count alone.
    expect(await reserveAttempt(app.db, backoffs.signinPerDevice, 'delayed@example.com', at(46))).toHaveProperty('id');
  });

  it('answers a sign-in during the delay 429 with the seconds until the e-mail may try again', async () => {
    const email = `locked-${target.name}@example.com`;
    await insertUser(app.db, { email });
    // Five failures, the last 5 seconds ago: after five the next attempt waits 15 s, 10 of them still to come.
    await eventsAgo(backoffs.signinPerEmail, email, 5, 9 * second);
    const answer = await app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password: 'any password at all' } });
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({ success: false, code: 1011, message: 'Too many attempts' });
    expect(retryAfterOf(answer)).toBeGreaterThanOrEqual(9);
    expect(retryAfterOf(answer)).toBeLessThanOrEqual(10);
  });

  it('answers sign-in from a locked-out address 429 with the seconds until the address may try again', async () => {
    const address = '198.51.100.41';
    await eventsAgo(limits.signinPerAddress, address, 30, 14 * minute);
    const answer = await app.inject({ method: 'POST', url: '/auth/signin', payload: { email: 'anyone@example.com', password: 'x' }, remoteAddress: address });
    expect(answer.statusCode).toBe(429);
    // The 30th newest of 30 is the oldest, 14 minutes ago: free in a minute.
    expect(retryAfterOf(answer)).toBeGreaterThanOrEqual(55);
    expect(retryAfterOf(answer)).toBeLessThanOrEqual(60);
  });

  it('answers a sign-up from an address past its hourly limit 429 with the seconds until it frees', async () => {
    const address = '198.51.100.42';
    await eventsAgo(limits.accountRequestsPerAddress, address, 20, 50 * minute);
    const answer = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email: `new-${target.name}@example.com`, password: 'ballast keel rudder anchor' },
      remoteAddress: address,
    });
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject({ code: 1011 });
    expect(retryAfterOf(answer)).toBeGreaterThanOrEqual(595);
    expect(retryAfterOf(answer)).toBeLessThanOrEqual(600);
  });
});
