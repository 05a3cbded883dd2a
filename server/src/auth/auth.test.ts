import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app';
import { accountTokens, sessions, users } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { keysOf, recordingClient, sessionTokenOf } from '../test/http';
import { startSmtpListener, tokenFromMail } from '../test/smtp-listener';
import { issueAccountToken } from './account-tokens';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';
import { hashPassword } from './passwords';
import { insertUser } from '../test/users';

const targets = await testDatabaseTargets();
const strong = 'ballast keel rudder anchor';
const stronger = 'mauve tugboat quietly 47';

describe.each(targets)('accounts on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let client: ReturnType<typeof recordingClient>;
  let n = 0;
  const uniqueEmail = (label: string) => `${label}-${(n += 1)}-${target.name}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    database = await target.create();
    app = await buildApp(testConfig(database, { smtpUrl: smtp.url, publicUrl: 'http://keelson.test' }));
    await app.ready();
    client = recordingClient(app);
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    await smtp.stop();
  });

  // Each sign-up comes from its own address, so that the per-address limit of account requests stays out of the way.
  const signup = (body: Record<string, unknown>, remoteAddress = `203.0.113.${(n += 1) % 250}`) =>
    client.call({ method: 'POST', url: '/auth/signup', payload: body, remoteAddress });
  const resetRequest = (email: string) =>
    client.call({ method: 'POST', url: '/auth/reset-password', payload: { email }, remoteAddress: `192.0.2.${(n += 1) % 250}` });
  const signin = (email: string, password: string, remoteAddress?: string) =>
    client.call({ method: 'POST', url: '/auth/signin', payload: { email, password }, ...(remoteAddress === undefined ? {} : { remoteAddress }) });
  const me = (session: string | undefined) => client.call({ method: 'GET', url: '/auth/me', ...(session === undefined ? {} : { session }) });

  /** Signs up, confirms through the mailed link and signs in; returns the session token. */
  async function verifiedUser(email: string, password = strong): Promise<string> {
    expect((await signup({ email, password, firstName: 'Ada' })).statusCode).toBe(201);
    const token = tokenFromMail(await smtp.waitForMail(email, /Confirm/), '/app/confirm-email');
    expect((await client.call({ method: 'POST', url: `/auth/verify-email/${token}` })).statusCode).toBe(200);
    const response = await signin(email, password);
    expect(response.statusCode).toBe(200);
    const session = sessionTokenOf(response);
    if (session === undefined) throw new Error('no session cookie');
    return session;
  }

  describe('sign-up and e-mail verification', () => {
    it('creates an unverified user and mails a confirmation link to PUBLIC_URL/app/confirm-email', async () => {
      const email = uniqueEmail('new');
      const response = await signup({
        email: ` ${email.toUpperCase()} `,
        password: strong,
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Analytical',
        phone: '+49 40 123',
        whitepaper: true,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().content.user).toMatchObject({
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Analytical',
        whitepaper: true,
        verified: false,
        roles: ['user'],
      });
      const mail = await smtp.waitForMail(email);
      expect(mail.subject).toBe('Confirm your e-mail address for Keelson');
      expect(mail.text).toMatch(/http:\/\/keelson\.test\/app\/confirm-email\?id=[A-Za-z0-9_-]{43}/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    });

    it('answers 1004, 1007, 1008 and 1012 naming the field', async () => {
      const email = uniqueEmail('taken');
      await signup({ email, password: strong });
      const taken = await signup({ email, password: strong });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 1004, errors: [{ field: 'email' }] });
      const invalid = await signup({ email: 'not-an-address', password: strong });
      expect(invalid.json()).toMatchObject({ code: 1007, errors: [{ field: 'email', message: 'E-mail must be valid' }] });
      const short = await signup({ email: uniqueEmail('short'), password: 'Xk9#pQ2' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ code: 1008, errors: [{ field: 'password' }] });
      const guessable = await signup({ email: uniqueEmail('weak'), password: 'password123' });
      expect(guessable.json()).toMatchObject({ code: 1012, errors: [{ field: 'password' }] });
      const missing = await signup({ email: uniqueEmail('nopass') });
      expect(missing.json()).toMatchObject({ code: 1012, errors: [{ field: 'password' }] });
    });

    it('accepts a 64-character password', async () => {
      const response = await signup({ email: uniqueEmail('long'), password: 'ballast-keel-rudder-anchor-'.repeat(3).slice(0, 64) });
      expect(response.statusCode).toBe(201);
    });

    it('refuses sign-in before verification with 1003, and allows it after', async () => {
      const email = uniqueEmail('verify');
      await signup({ email, password: strong });
      expect((await signin(email, strong)).json()).toMatchObject({ code: 1003 });
      const token = tokenFromMail(await smtp.waitForMail(email), '/app/confirm-email');
      const verified = await client.call({ method: 'POST', url: `/auth/verify-email/${token}` });
      expect(verified.json().content.user).toMatchObject({ email, verified: true });
      expect((await signin(email, strong)).statusCode).toBe(200);
    });

    it('refuses a verification token that is reused, altered or expired', async () => {
      const email = uniqueEmail('tokens');
      await signup({ email, password: strong });
      const token = tokenFromMail(await smtp.waitForMail(email), '/app/confirm-email');
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await client.call({ method: 'POST', url: `/auth/verify-email/${altered}` })).json()).toMatchObject({ code: 1010 });
      expect((await client.call({ method: 'POST', url: `/auth/verify-email/${token}` })).statusCode).toBe(200);
      expect((await client.call({ method: 'POST', url: `/auth/verify-email/${token}` })).json()).toMatchObject({ code: 1010 });
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      const expired = await issueAccountToken(app.db, { userId: user?.id ?? '', purpose: 'verify-email', now: new Date(Date.now() - 49 * 60 * 60 * 1000) });
      expect((await client.call({ method: 'POST', url: `/auth/verify-email/${expired}` })).json()).toMatchObject({ code: 1010 });
    });

    it('stores tokens only as SHA-256', async () => {
      const email = uniqueEmail('hashed');
      await signup({ email, password: strong });
      const token = tokenFromMail(await smtp.waitForMail(email), '/app/confirm-email');
      const stored = await app.db.select().from(accountTokens);
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    });
  });

  describe('sign-in, sessions and sign-out', () => {
    it('answers 1001 for an unknown user, 1002 for a wrong password, 1006 without credentials, 1007 for a malformed address', async () => {
      expect((await signin(uniqueEmail('nobody'), strong)).json()).toMatchObject({ success: false, code: 1001 });
      const email = uniqueEmail('wrong');
      await verifiedUser(email);
      expect((await signin(email, 'not the password')).json()).toMatchObject({ code: 1002 });
      expect((await signin(email, '')).json()).toMatchObject({ code: 1006 });
      expect((await signin('nope', strong)).json()).toMatchObject({ code: 1007 });
    });

    it('gives user and views, and a new httpOnly SameSite=Lax session token at every sign-in', async () => {
      const email = uniqueEmail('session');
      const first = await verifiedUser(email);
      const response = await signin(email, strong);
      expect(response.json().content).toMatchObject({ user: { email }, views: ['userArea'] });
      const second = sessionTokenOf(response);
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Lax/);
      expect(header).toMatch(/Path=\//);
      expect(header).not.toMatch(/Secure/);
      expect((await me(second)).statusCode).toBe(200);
    });

    it('ends the session a browser had when it signs in again', async () => {
      const email = uniqueEmail('fixation');
      const old = await verifiedUser(email);
      const response = await client.call({ method: 'POST', url: '/auth/signin', payload: { email, password: strong }, session: old });
      expect(sessionTokenOf(response)).not.toBe(old);
      expect((await me(old)).statusCode).toBe(401);
    });

    it('answers /auth/me without a session with 1009', async () => {
      expect((await me(undefined)).json()).toEqual({ success: false, code: 1009, message: 'Unauthorized' });
    });

    it('ends the session on the server at sign-out, and everywhere on request', async () => {
      const email = uniqueEmail('signout');
      const one = await verifiedUser(email);
      const two = sessionTokenOf(await signin(email, strong)) ?? '';
      const three = sessionTokenOf(await signin(email, strong)) ?? '';
      const signedOut = await client.call({ method: 'POST', url: '/auth/signout', session: one });
      // The browser drops what it kept of this user's answers (the calculate answers are private, no-cache).
      expect(signedOut.headers['clear-site-data']).toBe('"cache", "storage"');
      expect((await me(one)).statusCode).toBe(401);
      expect((await me(two)).statusCode).toBe(200);
      await client.call({ method: 'POST', url: '/auth/signout?everywhere=true', session: two });
      expect((await me(two)).statusCode).toBe(401);
      expect((await me(three)).statusCode).toBe(401);
    });

    it('slows an e-mail after 5 failed attempts, before checking the password', async () => {
      const email = uniqueEmail('brute');
      await verifiedUser(email);
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await signin(email, `wrong ${attempt}`)).json()).toMatchObject({ code: 1002 });
      const blocked = await signin(email, strong);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 1011 });
    });

    it('verifies at most 5 passwords of one e-mail however many guesses arrive at once', async () => {
      const email = uniqueEmail('parallel');
      await verifiedUser(email);
      // Each guess from its own address, so that only the e-mail's limit decides.
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, index) => signin(email, `wrong guess ${index}`, `192.0.${2 + Math.floor(index / 250)}.${(index % 250) + 1}`)),
      );
      const codes = answers.map((answer) => answer.json().code as number);
      expect(codes.filter((code) => code === 1002)).toHaveLength(5);
      expect(codes.filter((code) => code === 1011)).toHaveLength(195);
      expect((await signin(email, strong)).json()).toMatchObject({ code: 1011 });
    });

    it('counts only failures: a correct password gives its reserved attempts back', async () => {
      const email = uniqueEmail('counted');
      await verifiedUser(email);
      const address = '198.51.100.77';
      for (let attempt = 0; attempt < 40; attempt += 1) expect((await signin(email, strong, address)).statusCode).toBe(200);
    });

    it('blocks a network address after too many failed attempts for any e-mails', async () => {
      const address = '198.51.100.7';
      for (let attempt = 0; attempt < 30; attempt += 1) await signin(uniqueEmail('spray'), strong, address);
      expect((await signin(uniqueEmail('spray'), strong, address)).json()).toMatchObject({ code: 1011 });
      expect((await signin(uniqueEmail('spray'), strong, '198.51.100.8')).json()).toMatchObject({ code: 1001 });
    });

    it('refuses state-changing calls from a foreign origin', async () => {
      const email = uniqueEmail('origin');
      await verifiedUser(email);
      const foreign = await client.call({
        method: 'POST',
        url: '/auth/signin',
        payload: { email, password: strong },
        headers: { origin: 'https://evil.example.com' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 1009 });
      const crossSite = await client.call({
        method: 'POST',
        url: '/auth/signin',
        payload: { email, password: strong },
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
      const own = await client.call({ method: 'POST', url: '/auth/signin', payload: { email, password: strong }, headers: { origin: 'http://keelson.test' } });
      expect(own.statusCode).toBe(200);
    });
  });

  describe('passwords', () => {
    it('answers a reset request identically for known and unknown addresses, and mails only the known one', async () => {
      const email = uniqueEmail('reset');
      await verifiedUser(email);
      const unknown = uniqueEmail('ghost');
      const known = await resetRequest(email);
      const ghost = await resetRequest(unknown);
      expect(known.statusCode).toBe(ghost.statusCode);
      expect(known.body).toBe(ghost.body);
      expect(known.json()).toEqual({ success: true });
      const mail = await smtp.waitForMail(email, /Reset/);
      expect(mail.text).toMatch(/http:\/\/keelson\.test\/app\/reset-password\?id=/);
      expect(smtp.mails.some((candidate) => candidate.to.includes(unknown))).toBe(false);
    });

    it('resets the password with the mailed link once, ending every session', async () => {
      const email = uniqueEmail('resetflow');
      const session = await verifiedUser(email);
      await resetRequest(email);
      const token = tokenFromMail(await smtp.waitForMail(email, /Reset/), '/app/reset-password');
      // A refused password does not spend the link.
      const weak = await client.call({ method: 'POST', url: `/auth/confirm-password/${token}`, payload: { password: 'short' } });
      expect(weak.json()).toMatchObject({ code: 1008, errors: [{ field: 'password' }] });
      // A newer link replaces the older one. Its mail follows the answer: wait until it is there.
      await resetRequest(email);
      const resetMails = () => smtp.mails.filter((mail) => mail.to.includes(email) && /Reset/.test(mail.subject));
      await vi.waitFor(() => expect(resetMails()).toHaveLength(2), { timeout: 5000 });
      const fresh = tokenFromMail(await smtp.waitForMail(email, /Reset/), '/app/reset-password');
      expect(fresh).not.toBe(token);
      expect((await client.call({ method: 'POST', url: `/auth/confirm-password/${token}`, payload: { password: stronger } })).json()).toMatchObject({
        code: 1010,
      });
      const done = await client.call({ method: 'POST', url: `/auth/change-password/${fresh}`, payload: { newPassword: stronger } });
      expect(done.json()).toEqual({ success: true });
      expect((await me(session)).statusCode).toBe(401);
      expect((await signin(email, strong)).json()).toMatchObject({ code: 1002 });
      expect((await signin(email, stronger)).statusCode).toBe(200);
      const again = await client.call({ method: 'POST', url: `/auth/confirm-password/${fresh}`, payload: { password: strong } });
      expect(again.json()).toMatchObject({ code: 1010 });
    });

    it('refuses an expired reset link', async () => {
      const email = uniqueEmail('expired');
      await verifiedUser(email);
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      const token = await issueAccountToken(app.db, { userId: user?.id ?? '', purpose: 'reset-password', now: new Date(Date.now() - 61 * 60 * 1000) });
      expect((await client.call({ method: 'POST', url: `/auth/confirm-password/${token}`, payload: { password: stronger } })).json()).toMatchObject({
        code: 1010,
      });
    });

    it('changes the password of a signed-in user and ends their other sessions', async () => {
      const email = uniqueEmail('change');
      const here = await verifiedUser(email);
      const elsewhere = sessionTokenOf(await signin(email, strong)) ?? '';
      const anonymous = await client.call({ method: 'POST', url: '/auth/change-password', payload: { oldPassword: strong, newPassword: stronger } });
      expect(anonymous.json()).toMatchObject({ code: 1009 });
      const wrong = await client.call({ method: 'POST', url: '/auth/change-password', payload: { oldPassword: 'nope', newPassword: stronger }, session: here });
      expect(wrong.json()).toMatchObject({ code: 1002, errors: [{ field: 'oldPassword' }] });
      const weak = await client.call({
        method: 'POST',
        url: '/auth/change-password',
        payload: { oldPassword: strong, newPassword: '12345678' },
        session: here,
      });
      expect(weak.json()).toMatchObject({ code: 1012, errors: [{ field: 'newPassword' }] });
      const done = await client.call({ method: 'POST', url: '/auth/change-password', payload: { oldPassword: strong, newPassword: stronger }, session: here });
      expect(done.json()).toEqual({ success: true });
      expect((await me(here)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await signin(email, stronger)).statusCode).toBe(200);
    });

    it('limits sign-ups and reset requests from one network address', async () => {
      const address = '203.0.113.251';
      let last;
      for (let attempt = 0; attempt < 21; attempt += 1) last = await signup({ email: uniqueEmail('flood'), password: strong }, address);
      expect(last?.json()).toMatchObject({ code: 1011 });
    });

    it('stores passwords as argon2id with m = 19 MiB, t = 2, p = 1', async () => {
      const email = uniqueEmail('argon');
      await signup({ email, password: strong });
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });
  });

  it('never answers with a password, a hash or a token', async () => {
    expect(client.answers.length).toBeGreaterThan(40);
    const storedHashes = [
      ...(await app.db.select({ hash: sessions.tokenHash }).from(sessions)),
      ...(await app.db.select({ hash: accountTokens.tokenHash }).from(accountTokens)),
      ...(await app.db.select({ hash: users.passwordHash }).from(users)),
    ].map((row) => row.hash);
    for (const answer of client.answers) {
      expect(keysOf(answer).filter((key) => /password|hash|token|secret/i.test(key))).toEqual([]);
      const text = JSON.stringify(answer);
      expect(text).not.toContain('$argon2');
      for (const hash of storedHashes) expect(text).not.toContain(hash);
    }
  });
});

describe('the session cookie', () => {
  it('is Secure when the public address is https', () => {
    const options = (publicUrl: string) => sessionCookieOptions({ publicUrl } as Parameters<typeof sessionCookieOptions>[0]);
    expect(options('https://keelson.example.com')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax', path: '/' });
    expect(options('http://localhost:3000')).toMatchObject({ secure: false, httpOnly: true, sameSite: 'lax' });
  });
});

describe('the session cookie under https', () => {
  it('is named with the __Host- prefix, Secure, for path / and without a domain, and works as the session', async () => {
    const target = targets[0];
    if (target === undefined) throw new Error('no test database');
    const database = await target.create();
    const app = await buildApp(testConfig(database, { publicUrl: 'https://keelson.example.com' }));
    try {
      const id = await insertUser(app.db, { email: 'host@example.com' });
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(strong) })
        .where(eq(users.id, id));
      const signin = await app.inject({ method: 'POST', url: '/auth/signin', payload: { email: 'host@example.com', password: strong } });
      expect(signin.statusCode).toBe(200);
      const cookie = signin.cookies.find((candidate) => candidate.name === `__Host-${sessionCookieName}`);
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
      expect(signin.cookies.some((candidate) => candidate.name === sessionCookieName)).toBe(false);
      const me = await app.inject({ method: 'GET', url: '/auth/me', cookies: { [`__Host-${sessionCookieName}`]: cookie?.value ?? '' } });
      expect(me.json().content.user.email).toBe('host@example.com');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
