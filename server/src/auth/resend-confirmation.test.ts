import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { startSmtpListener, tokenFromMail } from '../test/smtp-listener';
import { limits } from './throttle';

const targets = await testDatabaseTargets();
const strong = 'ballast keel rudder anchor';

describe.each(targets)('resending the confirmation e-mail on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let n = 0;
  const uniqueEmail = (label: string) => `${label}-${(n += 1)}-${target.name}@example.com`;
  const freshAddress = () => `203.0.113.${(n += 1) % 250}`;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    database = await target.create();
    app = await buildApp(testConfig(database, { smtpUrl: smtp.url, publicUrl: 'http://keelson.test', publicUrlConfigured: true }));
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await database.drop();
    await smtp.stop();
  });

  const signup = (email: string) => app.inject({ method: 'POST', url: '/auth/signup', payload: { email, password: strong }, remoteAddress: freshAddress() });
  const resend = (email: string, remoteAddress = freshAddress()) =>
    app.inject({ method: 'POST', url: '/auth/signup/resend', payload: { email }, remoteAddress });
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  /** The mails to an address once their number has reached `count` and stayed there a moment: they follow the answer. */
  const settledMailsTo = async (email: string, count: number) => {
    for (let attempt = 0; attempt < 200 && mailsTo(email).length < count; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 500));
    return mailsTo(email);
  };
  const verify = (token: string) => app.inject({ method: 'POST', url: `/auth/verify-email/${token}` });

  it('mails a new link to a pending sign-up; the new link confirms and the old one no longer does', async () => {
    const email = uniqueEmail('pending');
    expect((await signup(email)).statusCode).toBe(201);
    const first = tokenFromMail(await smtp.waitForMail(email, /Confirm/), '/app/confirm-email');
    const response = await resend(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [, again] = await settledMailsTo(email, 2);
    if (again === undefined) throw new Error('no second mail');
    expect(mailsTo(email)).toHaveLength(2);
    const second = tokenFromMail(again, '/app/confirm-email');
    expect(second).not.toBe(first);
    expect(again.text).toContain(`http://keelson.test/app/confirm-email?id=${second}`);
    expect((await verify(first)).statusCode).toBe(404);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and a confirmed account, and mails neither', async () => {
    const confirmed = uniqueEmail('confirmed');
    expect((await signup(confirmed)).statusCode).toBe(201);
    expect((await verify(tokenFromMail(await smtp.waitForMail(confirmed, /Confirm/), '/app/confirm-email'))).statusCode).toBe(200);
    const pending = uniqueEmail('pending-same');
    expect((await signup(pending)).statusCode).toBe(201);
    await smtp.waitForMail(pending, /Confirm/);

    const unknown = uniqueEmail('unknown');
    const answers = await Promise.all([resend(unknown), resend(confirmed), resend(pending)]);
    const bodies = answers.map((answer) => ({ status: answer.statusCode, body: answer.body }));
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[1]).toEqual(bodies[2]);
    expect(await settledMailsTo(pending, 2)).toHaveLength(2);
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(mailsTo(confirmed)).toHaveLength(1);
    expect(mailsTo(pending)).toHaveLength(2);
  });

  it(`sends at most ${limits.resendPerEmail.limit} mails an hour to one address, silently`, async () => {
    const email = uniqueEmail('limited');
    expect((await signup(email)).statusCode).toBe(201);
    await smtp.waitForMail(email, /Confirm/);
    for (let index = 0; index < limits.resendPerEmail.limit + 2; index += 1) {
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await settledMailsTo(email, 1 + limits.resendPerEmail.limit + 1)).toHaveLength(1 + limits.resendPerEmail.limit);
  });

  it("shares sign-up's limit per network address: beyond it 1011 with Retry-After, whatever the e-mail", async () => {
    const address = '198.51.100.77';
    for (let index = 0; index < limits.accountRequestsPerAddress.limit; index += 1) {
      expect((await resend(uniqueEmail('flood'), address)).statusCode).toBe(200);
    }
    const refused = await resend(uniqueEmail('flood'), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 1011 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A sign-up from the same address is refused too: the two share one limit.
    const signupRefused = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email: uniqueEmail('flood'), password: strong },
      remoteAddress: address,
    });
    expect(signupRefused.statusCode).toBe(429);
  });

  it('refuses a malformed address naming the field', async () => {
    const response = await resend('not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ field: 'email' }] });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/auth/signup/resend'].post.requestBody.content['application/json'].schema.properties.email).toBeDefined();
    expect(document.paths['/api/legal-notice'].get).toBeDefined();
  });
});

describe('the route limit of the account calls', () => {
  it('covers the resend like sign-up (RATE_LIMIT_PER_MINUTE / 5 per address and minute)', { timeout: 120_000 }, async () => {
    const [target] = targets;
    if (target === undefined) throw new Error('no database');
    const database = await target.create();
    const app = await buildApp(testConfig(database, { rateLimitPerMinute: 10 }));
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push((await app.inject({ method: 'POST', url: '/auth/signup/resend', payload: { email: `x${index}@example.com` } })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
