import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app';
import { users } from '../db/schema';
import { signupAttemptMail } from '../mail/templates';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { startSmtpListener } from '../test/smtp-listener';
import { insertUser } from '../test/users';

const targets = await testDatabaseTargets();
const strong = 'ballast keel rudder anchor';
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A real SMTP server that takes `delayMs` to accept each message, like a slow mail relay. */
async function startSlowSmtp(delayMs: number) {
  const received: { to: string[]; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), at: performance.now() });
          callback();
        }, delayMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// docs/security-lockout.md, enumeration: the spec's codes stay; what it leaves open does not tell whether an address has an account.
describe.each(targets)('what the account calls tell about an address, on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let n = 0;
  const uniqueEmail = (label: string) => `${label}-${(n += 1)}-${target.name}@example.com`;
  const nextAddress = () => `198.18.${Math.floor((n += 1) / 250) % 250}.${(n % 250) + 1}`;

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

  const signin = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password }, remoteAddress: nextAddress() });

  it('spends the same password-hash work on a sign-in for an unknown address as on a wrong password', async () => {
    const rounds = 15;
    // Each known address its own account, and every attempt from its own address, so that no delay ever runs.
    const known = await Promise.all(
      Array.from({ length: rounds + 1 }, async () => {
        const email = uniqueEmail('known');
        await insertUser(app.db, { email, password: strong });
        return email;
      }),
    );
    const timed = async (email: string, expectedCode: number) => {
      const start = performance.now();
      const answer = await signin(email, 'not the password');
      const elapsed = performance.now() - start;
      expect(answer.json()).toMatchObject({ code: expectedCode });
      return elapsed;
    };
    // One of each first, so that neither side pays for warming up.
    await timed(known[rounds] ?? '', 1002);
    await timed(uniqueEmail('warm-up'), 1001);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // Alternating, so that a slower moment of the machine falls on both sides.
      knownTimes.push(await timed(known[round] ?? '', 1002));
      unknownTimes.push(await timed(uniqueEmail('unknown'), 1001));
    }
    const [knownMedian, unknownMedian] = [median(knownTimes), median(unknownTimes)];
    process.stdout.write(`sign-in medians on ${target.name}: known e-mail ${knownMedian.toFixed(1)} ms, unknown e-mail ${unknownMedian.toFixed(1)} ms\n`);
    expect(Math.max(knownMedian, unknownMedian) / Math.min(knownMedian, unknownMedian)).toBeLessThan(1.5);
  });

  it('mails the owner, in their language, when someone signs up with their address, and answers 1004 as the spec says', async () => {
    const email = uniqueEmail('owner');
    await insertUser(app.db, { email, password: strong });
    await app.db.update(users).set({ language: 'de', firstName: 'Greta' }).where(eq(users.email, email));
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: { email: email.toUpperCase(), password: 'another strong passphrase 9' },
        headers: { 'accept-language': 'en' },
        remoteAddress: nextAddress(),
      });
    const refused = await attempt();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 1004, errors: [{ field: 'email', rule: 'userAlreadyExists' }] });
    const mail = await smtp.waitForMail(email);
    // A long subject is folded over two header lines.
    expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toContain('Subject: Jemand wollte sich mit Ihrer E-Mail-Adresse bei Keelson registrieren');
    expect(mail.text).toContain('Guten Tag Greta,');
    expect(mail.text).toContain('Anmelden: http://keelson.test/app/signin');
    expect(mail.text).not.toMatch(/confirm-email|reset-password/);
    // At most 3 such mails an hour reach one owner, however often someone tries.
    for (let again = 0; again < 4; again += 1) expect((await attempt()).statusCode).toBe(409);
    await vi.waitFor(() => expect(smtp.mails.filter((candidate) => candidate.to.includes(email))).toHaveLength(3), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((candidate) => candidate.to.includes(email))).toHaveLength(3);
  });

  it('words the sign-up notice in English too, with no German left', () => {
    const options = { to: 'ann@example.com', firstName: 'Ann', link: 'http://keelson.test/app/signin' };
    const english = signupAttemptMail({ ...options, language: 'en' });
    const german = signupAttemptMail({ ...options, language: 'de' });
    expect(english.subject).toBe('Someone tried to sign up for Keelson with your e-mail address');
    expect(english.text).toContain('You already have an account, so no new one was created and yours is unchanged.');
    expect(english.text).toContain('Sign in: http://keelson.test/app/signin');
    expect(english.html).toContain('<html lang="en">');
    const germanLines = new Set(german.text.split('\n').filter((line) => line !== '' && line !== '— Keelson'));
    for (const line of english.text.split('\n')) expect(germanLines.has(line)).toBe(false);
  });
});

describe.each(targets)('a password-reset request with a slow mail server, on $name', (target) => {
  const mailDelayMs = 1500;
  let database: TestDatabase;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;

  beforeAll(async () => {
    smtp = await startSlowSmtp(mailDelayMs);
    database = await target.create();
    app = await buildApp(testConfig(database, { smtpUrl: smtp.url, publicUrl: 'http://keelson.test' }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    await smtp.stop();
  });

  it('answers at once, the same for a known and an unknown address, and mails the known one afterwards', async () => {
    const known = `reset-known-${target.name}@example.com`;
    const unknown = `reset-unknown-${target.name}@example.com`;
    await insertUser(app.db, { email: known });
    const request = async (email: string, remoteAddress: string) => {
      const start = performance.now();
      const answer = await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { email }, remoteAddress });
      return { answer, elapsed: performance.now() - start, answeredAt: performance.now() };
    };
    // The unknown first: the known one's mail, once under way, shares the machine with what follows.
    const forUnknown = await request(unknown, '192.0.2.202');
    const forKnown = await request(known, '192.0.2.201');
    expect(forKnown.answer.body).toBe(forUnknown.answer.body);
    expect(forKnown.answer.json()).toEqual({ success: true });
    process.stdout.write(`reset answers on ${target.name}: known ${forKnown.elapsed.toFixed(1)} ms, unknown ${forUnknown.elapsed.toFixed(1)} ms\n`);
    // The answer did not wait for the mail server's 1.5 s.
    expect(forKnown.elapsed).toBeLessThan(mailDelayMs / 2);
    expect(forUnknown.elapsed).toBeLessThan(mailDelayMs / 2);
    // The mail still goes out, after the answer, and only to the known address.
    await vi.waitFor(() => expect(smtp.received.map((mail) => mail.to)).toEqual([[known]]), { timeout: 10_000, interval: 100 });
    expect(smtp.received[0]?.at ?? 0).toBeGreaterThan(forKnown.answeredAt + mailDelayMs / 2);
  });

  it('lets closing the server wait for a mail still on its way', async () => {
    const email = `reset-closing-${target.name}@example.com`;
    await insertUser(app.db, { email });
    const before = smtp.received.length;
    expect((await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { email }, remoteAddress: '192.0.2.203' })).statusCode).toBe(200);
    await app.close();
    expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([[email]]);
  });
});
