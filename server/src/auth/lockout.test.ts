import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { throttleEvents, users } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { sessionTokenOf } from '../test/http';
import { startSmtpListener, tokenFromMail } from '../test/smtp-listener';
import { insertUser } from '../test/users';
import { deviceCookieName, deviceCookieNameFor, deviceCookieOptions } from './known-device';
import { sessionCookieName } from './session-cookie';
import { backoffs, limits } from './throttle';

const targets = await testDatabaseTargets();
const strong = 'ballast keel rudder anchor';
const stronger = 'mauve tugboat quietly 47';

// docs/security-lockout.md: a guesser is slowed, the owner's known device and the accounts behind a shared address are not.
describe.each(targets)('the sign-in lockout on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let n = 0;
  const uniqueEmail = (label: string) => `${label}-${(n += 1)}-${target.name}@example.com`;
  const attackerAddress = () => `203.0.113.${((n += 1) % 250) + 1}`;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    database = await target.create();
    app = await buildApp(testConfig(database, { smtpUrl: smtp.url, publicUrl: 'http://keelson.test' }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    await smtp.stop();
  });

  type Browser = { address: string; device?: string | undefined; session?: string | undefined };
  const signin = (browser: Browser, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email, password },
      remoteAddress: browser.address,
      cookies: {
        ...(browser.device === undefined ? {} : { [deviceCookieName]: browser.device }),
        ...(browser.session === undefined ? {} : { [sessionCookieName]: browser.session }),
      },
    });
  const deviceOf = (answer: LightMyRequestResponse) => answer.cookies.find((cookie) => cookie.name === deviceCookieName);
  const retryAfterOf = (answer: LightMyRequestResponse) => Number(answer.headers['retry-after']);

  /** A verified user with a real password, and the browser they usually sign in with (a known device once signed in). */
  async function owner(label: string, options: { roles?: ('user' | 'admin')[]; address?: string } = {}) {
    const email = uniqueEmail(label);
    await insertUser(app.db, { email, password: strong, roles: options.roles ?? ['user'] });
    const browser: Browser = { address: options.address ?? `198.51.100.${((n += 1) % 250) + 1}` };
    const first = await signin(browser, email, strong);
    expect(first.statusCode).toBe(200);
    browser.device = deviceOf(first)?.value;
    expect(browser.device).toBeDefined();
    return { email, browser };
  }

  /** A guesser's wrong passwords for the e-mail, each from another address, until the delay refuses them. */
  async function attack(email: string, guesses = 8) {
    const codes: number[] = [];
    for (let guess = 0; guess < guesses; guess += 1) codes.push((await signin({ address: attackerAddress() }, email, `guess ${guess}`)).json().code);
    return codes;
  }

  /** Moves every recorded failure of a key back in time, as if the seconds had passed. */
  const letTimePass = (key: string, seconds: number) =>
    app.db
      .update(throttleEvents)
      .set({ createdAt: sql`${throttleEvents.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(throttleEvents.key, key));

  it('sets a year-long httpOnly device cookie for the /auth calls at sign-in', async () => {
    const email = uniqueEmail('cookie');
    await insertUser(app.db, { email, password: strong });
    const answer = await signin({ address: '198.51.100.200' }, email, strong);
    const device = deviceOf(answer);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth', maxAge: 365 * 24 * 60 * 60 });
    expect(device?.secure).toBeUndefined();
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(device?.value).toMatch(new RegExp(`^${user?.id}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}$`));
    // Under https the name says the cookie is Secure, and browsers hold it to that.
    const https = { publicUrl: 'https://keelson.example.com' };
    expect(deviceCookieNameFor(https)).toBe('__Secure-keelson_device');
    expect(deviceCookieOptions(https)).toMatchObject({ secure: true, path: '/auth' });
  });

  it("does not let an attacker's failures from other addresses stop the owner's sign-in on a known device", async () => {
    const { email, browser } = await owner('owner');
    const codes = await attack(email);
    expect(codes).toEqual([1002, 1002, 1002, 1002, 1002, 1011, 1011, 1011]);
    // The attacker is refused even with the right password, and so is the owner in a browser they never used.
    expect((await signin({ address: attackerAddress() }, email, strong)).statusCode).toBe(429);
    expect((await signin({ address: browser.address }, email, strong)).statusCode).toBe(429);
    // Their usual browser signs in, and keeps its proof.
    const known = await signin(browser, email, strong);
    expect(known.statusCode).toBe(200);
    expect(deviceOf(known)?.value).toBe(browser.device);
    // Its success does not reset the attacker's delay.
    expect((await signin({ address: attackerAddress() }, email, `guess again`)).statusCode).toBe(429);
  });

  it('slows the attacker: every further failure doubles the Retry-After', async () => {
    const { email } = await owner('slowed');
    expect(await attack(email, 5)).toEqual([1002, 1002, 1002, 1002, 1002]);
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await signin({ address: attackerAddress() }, email, 'one more guess');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, code: 1011, message: 'Too many attempts' });
      const wait = retryAfterOf(refused);
      waits.push(wait);
      // Once the wait has passed one more guess is checked, and fails.
      await letTimePass(email, wait);
      expect((await signin({ address: attackerAddress() }, email, `guess after ${wait} s`)).json()).toMatchObject({ code: 1002 });
    }
    expect(waits).toHaveLength(4);
    waits.forEach((wait, index) => {
      const expected = 15 * 2 ** index;
      expect(wait).toBeGreaterThanOrEqual(expected - 1);
      expect(wait).toBeLessThanOrEqual(expected);
    });
    // The refusals counted nothing: nine failures in all, the five free ones and four after a wait.
    const [failures] = await app.db
      .select({ events: count() })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.bucket, backoffs.signinPerEmail.bucket), eq(throttleEvents.key, email)));
    expect(failures?.events).toBe(9);
  });

  it('no longer locks a known-device administrator out behind an address that the per-address limit stops', async () => {
    const office = '192.0.2.10';
    const admin = await owner('admin', { roles: ['admin'], address: office });
    const colleague = await owner('colleague', { address: office });
    // Someone behind the same address sprays passwords over many e-mails.
    for (let attempt = 0; attempt < limits.signinPerAddress.limit; attempt += 1)
      expect((await signin({ address: office }, uniqueEmail('sprayed'), 'spring2026!')).json().code).toBe(1001);
    expect((await signin({ address: office }, uniqueEmail('sprayed'), 'spring2026!')).statusCode).toBe(429);
    // A browser without a proof is stopped, however right its password; the known devices are not.
    expect((await signin({ address: office }, admin.email, strong)).statusCode).toBe(429);
    const signedIn = await signin(admin.browser, admin.email, strong);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().content.views).toContain('adminArea');
    expect((await signin(colleague.browser, colleague.email, strong)).statusCode).toBe(200);
    // Their failures there count for their own browser only, not for the address.
    expect((await signin(admin.browser, admin.email, 'typo')).json()).toMatchObject({ code: 1002 });
    const [device] = await app.db.select({ events: count() }).from(throttleEvents).where(eq(throttleEvents.bucket, backoffs.signinPerDevice.bucket));
    expect(device?.events).toBeGreaterThanOrEqual(1);
  });

  it('refuses a correct password during the delay exactly like a wrong one', async () => {
    const { email } = await owner('patient');
    await attack(email, 5);
    const address = attackerAddress();
    const wrong = await signin({ address }, email, 'still guessing');
    const right = await signin({ address }, email, strong);
    expect(right.statusCode).toBe(429);
    expect(right.body).toBe(wrong.body);
    expect(Math.abs(retryAfterOf(right) - retryAfterOf(wrong))).toBeLessThanOrEqual(1);
    expect(Object.keys(right.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    expect(right.cookies).toEqual([]);
    expect(sessionTokenOf(right)).toBeUndefined();
    // After the delay the right password is checked, and signs in.
    await letTimePass(email, retryAfterOf(right));
    expect((await signin({ address }, email, strong)).statusCode).toBe(200);
  });

  it('slows a known device by its own failures only', async () => {
    const { email, browser } = await owner('typist');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signin(browser, email, `typo ${attempt}`)).json()).toMatchObject({ code: 1002 });
    const slowed = await signin(browser, email, strong);
    expect(slowed.statusCode).toBe(429);
    expect(retryAfterOf(slowed)).toBeGreaterThanOrEqual(14);
    // The e-mail's own count was not touched: another browser still signs in.
    expect((await signin({ address: attackerAddress() }, email, strong)).statusCode).toBe(200);
  });

  it('gives no exemption for a forged proof or one of another account', async () => {
    const { email, browser } = await owner('forged');
    const other = await owner('other');
    await attack(email, 5);
    const device = browser.device ?? '';
    const flipped = `${device.slice(0, -2)}${device.endsWith('AA') ? 'BB' : 'AA'}`;
    const [userId = '', nonce = ''] = device.split('.');
    const otherNonce = `${userId}.${(other.browser.device ?? '').split('.')[1]}.${device.split('.')[2]}`;
    for (const proof of [flipped, `${userId}.${nonce}`, otherNonce, other.browser.device, 'garbage'])
      expect((await signin({ address: browser.address, device: proof }, email, strong)).statusCode).toBe(429);
    expect((await signin(browser, email, strong)).statusCode).toBe(200);
  });

  it('keeps asking the password again inside a session while a stranger guesses at sign-in', async () => {
    const { email, browser } = await owner('settings');
    const session = sessionTokenOf(await signin(browser, email, strong));
    await attack(email);
    const changed = await app.inject({
      method: 'POST',
      url: '/auth/change-password',
      payload: { oldPassword: strong, newPassword: stronger },
      cookies: { [sessionCookieName]: session ?? '' },
    });
    expect(changed.json()).toEqual({ success: true });
  });

  it('makes the browser that uses a password-reset link a known device', async () => {
    const email = uniqueEmail('reset');
    await insertUser(app.db, { email, password: strong });
    await attack(email);
    const browser: Browser = { address: '198.51.100.250' };
    expect((await signin(browser, email, strong)).statusCode).toBe(429);
    await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { email }, remoteAddress: browser.address });
    const token = tokenFromMail(await smtp.waitForMail(email, /Reset/), '/app/reset-password');
    const reset = await app.inject({ method: 'POST', url: `/auth/confirm-password/${token}`, payload: { password: stronger } });
    expect(reset.statusCode).toBe(200);
    browser.device = deviceOf(reset)?.value;
    expect(browser.device).toBeDefined();
    expect((await signin(browser, email, stronger)).statusCode).toBe(200);
    expect((await signin({ address: attackerAddress() }, email, stronger)).statusCode).toBe(429);
  });
});
