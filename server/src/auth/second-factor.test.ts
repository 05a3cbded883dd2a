import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { recoveryCodes, users } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { keysOf, recordingClient, sessionTokenOf } from '../test/http';
import { startSmtpListener, tokenFromMail } from '../test/smtp-listener';
import { insertUser } from '../test/users';
import { hashPassword } from './passwords';

const targets = await testDatabaseTargets();
const strong = 'ballast keel rudder anchor';
const stronger = 'mauve tugboat quietly 47';

/**
 * The code an authenticator app shows for the secret, `steps` periods of 30 seconds from now. The server takes the
 * current step and the one before: a factor is confirmed with the step before (-1), so that the current step's code is
 * still unspent for the next sign-in.
 */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.each(targets)('the second factor on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let client: ReturnType<typeof recordingClient>;
  let n = 0;
  const logLines: string[] = [];
  const uniqueEmail = (label: string) => `${label}-${(n += 1)}-${target.name}@example.com`;
  // Each sign-in from its own address, so that only the e-mail's limit decides.
  const nextAddress = () => `198.18.${Math.floor((n += 1) / 250) % 250}.${(n % 250) + 1}`;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    database = await target.create();
    app = await buildApp(testConfig(database, { smtpUrl: smtp.url, publicUrl: 'http://keelson.test', requireAdminMfa: true }), {
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
    await app.ready();
    client = recordingClient(app);
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    await smtp.stop();
  });

  const signin = (email: string, password: string, otp?: string, remoteAddress = nextAddress()) =>
    client.call({ method: 'POST', url: '/auth/signin', payload: { email, password, ...(otp === undefined ? {} : { otp }) }, remoteAddress });
  const post = (session: string, url: string, payload?: Record<string, unknown>) =>
    client.call({ method: 'POST', url, session, ...(payload === undefined ? {} : { payload }) });
  const me = (session: string) => client.call({ method: 'GET', url: '/auth/me', session });

  /** A verified user with a real password, signed in; their id, e-mail and session. */
  async function signedInUser(label: string, roles: ('user' | 'admin')[] = ['user']) {
    const email = uniqueEmail(label);
    const id = await insertUser(app.db, { email, roles });
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(strong), firstName: 'Ada' })
      .where(eq(users.id, id));
    const session = sessionTokenOf(await signin(email, strong));
    if (session === undefined) throw new Error('no session cookie');
    return { id, email, session };
  }

  /** Sets up and confirms a second factor, with the password again each time; the secret and the recovery codes. */
  async function withSecondFactor(session: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await post(session, '/auth/second-factor/setup', { password: strong });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().content as { secret: string };
    const confirmed = await post(session, '/auth/second-factor/confirm', { code: await codeAt(secret, -1), password: strong });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json().content.recoveryCodes as string[] };
  }

  it('sets up a secret, turns it on with a first code, and from then on asks for a code that works once', async () => {
    const { id, email, session } = await signedInUser('setup');
    expect((await me(session)).json().content.user.secondFactor).toBe(false);

    const setup = await post(session, '/auth/second-factor/setup', { password: strong });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json().content as { secret: string; otpauthUrl: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Keelson:${encodeURIComponent(email)}?secret=${secret}&issuer=Keelson`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1] ?? '', 'base64').toString()).toMatch(/^<svg /);
    // A second set-up replaces the pending secret; the first one can no longer be confirmed.
    const replaced = (await post(session, '/auth/second-factor/setup', { password: strong })).json().content.secret as string;
    expect(replaced).not.toBe(secret);
    const stale = await post(session, '/auth/second-factor/confirm', { code: await codeAt(secret), password: strong });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 1012, errors: [{ field: 'code', rule: 'secondFactorInvalid', message: 'The code is not valid' }] });

    // Kept, not computed again later: a step boundary between the two would make it another, unspent code.
    const firstCode = await codeAt(replaced, -1);
    const confirmed = await post(session, '/auth/second-factor/confirm', { code: firstCode, password: strong });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().content.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ totpSecret: replaced, totpPendingSecret: null });
    const stored = await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id));
    expect(stored).toHaveLength(10);
    // A salted slow hash of each code (recovery-codes.test.ts), never the code itself.
    expect(stored.every((code) => code.codeHash.startsWith('$argon2id$') && !codes.some((plain) => code.codeHash.includes(plain)))).toBe(true);
    expect((await me(session)).json().content.user.secondFactor).toBe(true);
    const again = await post(session, '/auth/second-factor/setup', { password: strong });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 1012, errors: [{ rule: 'secondFactorAlreadyOn' }] });

    const mail = await smtp.waitForMail(email, /second factor was turned on/);
    expect(mail.text).toContain('http://keelson.test/app/user/settings');
    expect(mail.text).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./);
    expect(mail.text).toContain('If this was not you, reset your password at once and contact your administrator');

    // Without a code: 1006 naming the field; the password was right, so these tries cost no attempt.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const bare = await signin(email, strong);
      expect(bare.statusCode).toBe(401);
      expect(bare.json()).toEqual({
        success: false,
        code: 1006,
        message: 'Enter the code from your authenticator app',
        errors: [{ field: 'otp', rule: 'secondFactorRequired', message: 'Enter the code from your authenticator app' }],
      });
    }
    // The code that confirmed the factor is spent; the next one works once.
    const spent = await signin(email, strong, firstCode);
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toMatchObject({ code: 1002, errors: [{ field: 'otp', rule: 'secondFactorInvalid', message: 'The code is not valid' }] });
    const next = await codeAt(replaced);
    const signedIn = await signin(email, strong, next);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().content.user).toMatchObject({ email, secondFactor: true });
    expect((await signin(email, strong, next)).json()).toMatchObject({ code: 1002, errors: [{ rule: 'secondFactorInvalid' }] });
    // A wrong password says nothing about the code.
    expect((await signin(email, 'not the password', await codeAt(replaced))).json()).toEqual({ success: false, code: 1002, message: 'Incorrect password' });
  });

  it('asks for the password again to set up and to turn on a second factor; wrong ones slow the next ones', async () => {
    const { id, email, session } = await signedInUser('reauth');
    const missing = await post(session, '/auth/second-factor/setup', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 1012, errors: [{ field: 'password', rule: 'required' }] });
    const wrong = await post(session, '/auth/second-factor/setup', { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1002, errors: [{ field: 'password', rule: 'wrongOldPassword', message: 'The current password is incorrect' }] });
    const [untouched] = await app.db.select().from(users).where(eq(users.id, id));
    expect(untouched).toMatchObject({ totpPendingSecret: null, totpSecret: null });

    const { secret } = (await post(session, '/auth/second-factor/setup', { password: strong })).json().content as { secret: string };
    const code = await codeAt(secret);
    expect((await post(session, '/auth/second-factor/confirm', { code })).json()).toMatchObject({
      code: 1012,
      errors: [{ field: 'password', rule: 'required' }],
    });
    // The right password above started the count again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await post(session, '/auth/second-factor/confirm', { code, password: `wrong ${attempt}` });
      expect(refused.json()).toMatchObject({ code: 1002, errors: [{ field: 'password', rule: 'wrongOldPassword' }] });
    }
    expect((await me(session)).json().content.user.secondFactor).toBe(false);
    // Five wrong passwords: for the next 15 s even the right one is refused here. Sign-in keeps its own count
    // (docs/security-lockout.md), so that a stranger's guesses and these never lock each other out.
    const refused = await post(session, '/auth/second-factor/confirm', { code, password: strong });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(14);
    expect((await signin(email, strong)).statusCode).toBe(200);
    expect((await me(session)).json().content.user.secondFactor).toBe(false);
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const { email, session } = await signedInUser('recovery');
    const { recoveryCodes: codes } = await withSecondFactor(session);
    const [first = '', second = ''] = codes;
    expect((await signin(email, strong, first)).statusCode).toBe(200);
    expect((await signin(email, strong, first)).json()).toMatchObject({ code: 1002, errors: [{ field: 'otp', rule: 'secondFactorInvalid' }] });
    expect((await signin(email, strong, ` ${second.replace('-', '').toUpperCase()} `)).statusCode).toBe(200);
    expect((await signin(email, strong, 'aaaaa-aaaaa')).json()).toMatchObject({ code: 1002 });
  });

  it('accepts a code once even when it arrives several times at once', async () => {
    const { email, session } = await signedInUser('parallel');
    const { secret, recoveryCodes: codes } = await withSecondFactor(session);
    for (const code of [await codeAt(secret), codes[0] ?? 'missing']) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => signin(email, strong, code)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    }
  });

  it('counts a wrong code as a failed attempt: after 5, even a right code is refused with 1011', async () => {
    const { email, session } = await signedInUser('lockout');
    const { secret } = await withSecondFactor(session);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await signin(email, strong, String(100000 + attempt));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 1002, errors: [{ rule: 'secondFactorInvalid' }] });
    }
    const blocked = await signin(email, strong, await codeAt(secret));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 1011 });
  });

  it('turns the second factor off only with the password, and mails the user', async () => {
    const { id, email, session } = await signedInUser('disable');
    const none = await post(session, '/auth/second-factor/disable', { password: strong });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 1012, errors: [{ rule: 'secondFactorOff' }] });
    await withSecondFactor(session);
    const wrong = await post(session, '/auth/second-factor/disable', { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1002, errors: [{ field: 'password', rule: 'wrongOldPassword', message: 'The current password is incorrect' }] });
    expect((await me(session)).json().content.user.secondFactor).toBe(true);

    const off = await post(session, '/auth/second-factor/disable', { password: strong });
    expect(off.json()).toEqual({ success: true });
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id))).toEqual([]);
    expect((await me(session)).json().content.user.secondFactor).toBe(false);
    expect((await signin(email, strong)).statusCode).toBe(200);
    const mail = await smtp.waitForMail(email, /second factor .* was turned off/);
    expect(mail.text).toContain('If this was not you, reset your password at once and contact your administrator');
  });

  it('replaces the recovery codes with the password; the old ones stop working', async () => {
    const { email, session } = await signedInUser('renew');
    const { recoveryCodes: old } = await withSecondFactor(session);
    const wrong = await post(session, '/auth/second-factor/recovery-codes', { password: 'not the password' });
    expect(wrong.json()).toMatchObject({ code: 1002, errors: [{ field: 'password', rule: 'wrongOldPassword' }] });
    const renewed = await post(session, '/auth/second-factor/recovery-codes', { password: strong });
    expect(renewed.statusCode).toBe(200);
    const codes = renewed.json().content.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => old.includes(code))).toBe(false);
    const [oldCode = 'missing', newCode = 'missing'] = [old[0], codes[0]];
    expect((await signin(email, strong, oldCode)).json()).toMatchObject({ code: 1002 });
    expect((await signin(email, strong, newCode)).statusCode).toBe(200);
  });

  it('mails a notice after a password change and after a password reset', async () => {
    const { email, session } = await signedInUser('notices');
    expect((await post(session, '/auth/change-password', { oldPassword: strong, newPassword: stronger })).json()).toEqual({ success: true });
    const changed = await smtp.waitForMail(email, /password was changed/);
    expect(changed.text).toContain('http://keelson.test/app/user/settings');
    expect(changed.text).toContain('If this was not you, reset your password at once and contact your administrator');
    expect(changed.raw).toMatch(/Content-Type: text\/html/);

    await client.call({ method: 'POST', url: '/auth/reset-password', payload: { email }, remoteAddress: nextAddress() });
    const token = tokenFromMail(await smtp.waitForMail(email, /Reset/), '/app/reset-password');
    expect((await client.call({ method: 'POST', url: `/auth/confirm-password/${token}`, payload: { password: strong } })).json()).toEqual({ success: true });
    const reset = await smtp.waitForMail(email, /password was reset/);
    expect(reset.text).toMatch(/When: .* UTC\./);
  });

  it('keeps the admin area closed to an administrator without a second factor (REQUIRE_ADMIN_MFA)', async () => {
    const admin = await signedInUser('admin', ['user', 'admin']);
    const user = await signedInUser('plain');
    expect((await me(admin.session)).json().content).toMatchObject({ secondFactorSetupRequired: true, views: ['userArea', 'adminArea'] });
    expect((await me(user.session)).json().content.secondFactorSetupRequired).toBe(false);
    const refused = await client.call({ method: 'GET', url: '/api/users', session: admin.session });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, code: 1009, message: 'Set up a second factor in your settings before you open the admin area' });
    // A second session, signed in with the password alone before the factor exists.
    const elsewhere = sessionTokenOf(await signin(admin.email, strong));
    if (elsewhere === undefined) throw new Error('no session cookie');

    // The session that confirms the factor proved it with the first code.
    const { secret } = await withSecondFactor(admin.session);
    expect((await me(admin.session)).json().content).toMatchObject({ secondFactorSetupRequired: false, views: ['userArea', 'adminArea'] });
    const users = await client.call({ method: 'GET', url: '/api/users', session: admin.session });
    expect(users.statusCode).toBe(200);
    expect(users.json().content.users.find((candidate: { email: string }) => candidate.email === admin.email)).toMatchObject({ secondFactor: true });

    // The other session never gave a code: an ordinary user's, until its administrator signs in again with one.
    expect((await me(elsewhere)).json().content).toMatchObject({ secondFactorSetupRequired: false, views: ['userArea'] });
    const stale = await client.call({ method: 'GET', url: '/api/users', session: elsewhere });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ success: false, code: 1009, message: 'Sign in again with your second factor before you open the admin area' });
    expect((await client.call({ method: 'GET', url: `/api/users/${user.id}`, session: elsewhere })).statusCode).toBe(404);
    const again = await signin(admin.email, strong, await codeAt(secret));
    expect(again.json().content).toMatchObject({ secondFactorSetupRequired: false, views: ['userArea', 'adminArea'] });
    const fresh = sessionTokenOf(again);
    if (fresh === undefined) throw new Error('no session cookie');
    expect((await client.call({ method: 'GET', url: `/api/users/${user.id}`, session: fresh })).statusCode).toBe(200);
  });

  it('lets an administrator reset the second factor of a user who lost it: logged, and the user told in their language', async () => {
    const admin = await signedInUser('resetter', ['user', 'admin']);
    await withSecondFactor(admin.session);
    const lost = await signedInUser('lost');
    await app.db.update(users).set({ language: 'de' }).where(eq(users.id, lost.id));
    await withSecondFactor(lost.session);
    const reset = (session: string, id = lost.id) => client.call({ method: 'DELETE', url: `/api/users/${id}/second-factor`, session });

    const plain = await signedInUser('bystander');
    expect((await reset(plain.session)).statusCode).toBe(403);
    const unverified = await signedInUser('unverified', ['user', 'admin']);
    expect((await reset(unverified.session)).json()).toEqual({
      success: false,
      code: 1009,
      message: 'Set up a second factor in your settings before you open the admin area',
    });
    expect((await reset(admin.session, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await signin(lost.email, strong)).json()).toMatchObject({ code: 1006, errors: [{ field: 'otp' }] });

    const before = Date.now();
    expect((await reset(admin.session)).json()).toEqual({ success: true });
    const [row] = await app.db.select().from(users).where(eq(users.id, lost.id));
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, lost.id))).toEqual([]);
    expect((await signin(lost.email, strong)).statusCode).toBe(200);
    const again = await reset(admin.session);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 1012, errors: [{ field: 'secondFactor', rule: 'secondFactorOff' }] });

    // The notice was sent before the answer: the latest mail to the user.
    const mail = await smtp.waitForMail(lost.email);
    expect(mail.text).toContain('Ein Administrator hat den zweiten Faktor Ihres Keelson-Kontos entfernt');
    expect(mail.text).toContain('Richten Sie in Ihren Einstellungen einen neuen zweiten Faktor ein.');
    expect(mail.text).toContain('http://keelson.test/app/user/settings');
    const audits = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.audit === 'secondFactorReset');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, targetId: lost.id, msg: 'an administrator reset the second factor of a user' });
    expect(Date.parse(String(audits[0]?.at))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('never answers with a secret outside the set-up answer, nor with a code hash', async () => {
    const secrets = (await app.db.select({ secret: users.totpSecret }).from(users)).flatMap((row) => (row.secret === null ? [] : [row.secret]));
    const hashes = (await app.db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes)).map((row) => row.hash);
    expect(secrets.length).toBeGreaterThan(3);
    const others = client.answers.filter((answer) => !JSON.stringify(answer).includes('otpauth://'));
    expect(others.length).toBeGreaterThan(40);
    for (const answer of others) {
      expect(keysOf(answer).filter((key) => /password|hash|token|secret/i.test(key))).toEqual([]);
      const text = JSON.stringify(answer);
      for (const value of [...secrets, ...hashes]) expect(text).not.toContain(value);
    }
  });
});
