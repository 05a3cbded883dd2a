import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { startSmtpListener } from '../test/smtp-listener';
import { hostNamesArrival } from './link-origin';

const strong = 'ballast keel rudder anchor';

describe('hostNamesArrival', () => {
  const loopback = { address: '127.0.0.1', port: 3000 };

  it('accepts the address the request arrived at, and localhost for a loopback one, on the same port', () => {
    expect(hostNamesArrival('127.0.0.1:3000', loopback)).toBe(true);
    expect(hostNamesArrival('localhost:3000', loopback)).toBe(true);
    expect(hostNamesArrival('LocalHost:3000', loopback)).toBe(true);
    expect(hostNamesArrival('127.0.0.1:3000', { address: '::ffff:127.0.0.1', port: 3000 })).toBe(true);
    expect(hostNamesArrival('[::1]:3000', { address: '::1', port: 3000 })).toBe(true);
    expect(hostNamesArrival('10.0.0.5:3000', { address: '10.0.0.5', port: 3000 })).toBe(true);
    expect(hostNamesArrival('10.0.0.5', { address: '10.0.0.5', port: 80 })).toBe(true);
  });

  it('refuses any other name, address or port (Host header injection)', () => {
    expect(hostNamesArrival('evil.example:3000', loopback)).toBe(false);
    expect(hostNamesArrival('evil.example', loopback)).toBe(false);
    expect(hostNamesArrival('127.0.0.1:3001', loopback)).toBe(false);
    expect(hostNamesArrival('127.0.0.1', loopback)).toBe(false);
    expect(hostNamesArrival('127.0.0.2:3000', loopback)).toBe(false);
    expect(hostNamesArrival('localhost:3000', { address: '10.0.0.5', port: 3000 })).toBe(false);
    expect(hostNamesArrival('user@127.0.0.1:3000', loopback)).toBe(false);
    expect(hostNamesArrival('127.0.0.1:3000/evil', loopback)).toBe(false);
    expect(hostNamesArrival('127.0.0.1:3000@evil.example', loopback)).toBe(false);
    expect(hostNamesArrival('', loopback)).toBe(false);
  });
});

const targets = await testDatabaseTargets();

describe.each(targets)('links in e-mails on $name', (target) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let n = 0;
  const uniqueEmail = (label: string) => `${label}-${(n += 1)}-${target.name}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    database = await target.create();
  }, 120_000);

  afterAll(async () => {
    await database.drop();
    await smtp.stop();
  });

  const confirmationLink = async (email: string) => {
    const mail = await smtp.waitForMail(email, /Confirm/);
    return /(https?:\/\/\S+)\/app\/confirm-email\?id=/.exec(mail.text)?.[1];
  };

  describe('without PUBLIC_URL', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildApp(testConfig(database, { smtpUrl: smtp.url, host: '127.0.0.1', port: 3000, publicUrl: 'http://127.0.0.1:3000' }));
      await app.ready();
    }, 120_000);
    afterAll(async () => app.close());

    const signup = (email: string, host: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/signup',
        headers: { host },
        payload: { email, password: strong },
        remoteAddress: `198.51.100.${(n += 1) % 250}`,
      });

    it('link to the origin the sign-up was made at, when the server answers there', async () => {
      const email = uniqueEmail('localhost');
      expect((await signup(email, 'localhost:3000')).statusCode).toBe(201);
      expect(await confirmationLink(email)).toBe('http://localhost:3000');
    });

    it('link to the default address when the Host header names anything else', async () => {
      for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1:4000']) {
        const email = uniqueEmail('forged');
        expect((await signup(email, host)).statusCode).toBe(201);
        expect(await confirmationLink(email)).toBe('http://127.0.0.1:3000');
      }
    });

    it('follow the origin for password resets too', async () => {
      const email = uniqueEmail('reset');
      expect((await signup(email, '127.0.0.1:3000')).statusCode).toBe(201);
      await smtp.waitForMail(email, /Confirm/);
      const reset = await app.inject({ method: 'POST', url: '/auth/reset-password', headers: { host: 'localhost:3000' }, payload: { email } });
      expect(reset.statusCode).toBe(200);
      const mail = await smtp.waitForMail(email, /Reset/);
      expect(mail.text).toContain('http://localhost:3000/app/reset-password?id=');
    });
  });

  // Each of these builds its own app, which migrates the database first: slow on a loaded machine.
  it('use PUBLIC_URL whenever it is set, whatever the Host header', { timeout: 120_000 }, async () => {
    const app = await buildApp(testConfig(database, { smtpUrl: smtp.url, publicUrl: 'https://keelson.example.com', publicUrlConfigured: true }));
    try {
      const email = uniqueEmail('configured');
      const response = await app.inject({ method: 'POST', url: '/auth/signup', headers: { host: '127.0.0.1:3000' }, payload: { email, password: strong } });
      expect(response.statusCode).toBe(201);
      expect(await confirmationLink(email)).toBe('https://keelson.example.com');
    } finally {
      await app.close();
    }
  });

  it('read the address a real connection arrived at (listening on a chosen port)', { timeout: 120_000 }, async () => {
    const config = testConfig(database, { smtpUrl: smtp.url, host: '127.0.0.1', port: 0, publicUrl: 'http://localhost:3000' });
    const app = await buildApp(config);
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const post = (email: string, host: string) =>
        new Promise<number>((resolve, reject) => {
          const body = JSON.stringify({ email, password: strong });
          const request = httpRequest(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/auth/signup',
              headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
            },
          );
          request.on('error', reject);
          request.end(body);
        });
      const atLocalhost = uniqueEmail('listening');
      expect(await post(atLocalhost, `localhost:${port}`)).toBe(201);
      expect(await confirmationLink(atLocalhost)).toBe(`http://localhost:${port}`);
      const forged = uniqueEmail('listening-forged');
      expect(await post(forged, 'evil.example')).toBe(201);
      expect(await confirmationLink(forged)).toBe(config.publicUrl);
    } finally {
      await app.close();
    }
  });
});
