import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from './app';
import { createSession } from './auth/sessions';
import { sessionCookieName } from './auth/session-cookie';
import { testConfig, testDatabaseTargets, type TestDatabase } from './test/databases';
import { insertUser } from './test/users';

const targets = await testDatabaseTargets();

describe.each(targets)('server on $name', (target) => {
  let database: TestDatabase;
  let app: App;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'keelson-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Keelson</title><div id="root"></div>');
    await writeFile(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(join(webRoot, 'sw.js'), 'self.addEventListener("install", () => undefined)');
    database = await target.create();
    app = await buildApp(testConfig(database, { webRoot }));
    // Routes that exist only in this test, to drive the error handler from outside.
    app.get('/api/test/boom', async () => {
      throw new Error('database password is hunter2');
    });
    app.post('/api/test/validate', { schema: { body: z.object({ email: z.email(), amount: z.number().positive() }) } }, async () => ({ success: true }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers the health check after a real query', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, content: { database: target.name } });
  });

  it('answers unknown API and auth paths with the 1010 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/auth/nothing'],
      ['DELETE', '/api/cashflow/x/y/z'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 1010, message: 'Not found' });
    }
  });

  it('serves the app for the index and every /app path, and a 404 page elsewhere', async () => {
    for (const url of ['/', '/app/cashflow', '/app/cashflow/123', '/app/signin?next=%2Fapp', '/app/legal-notice-data-pivacy']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
    const missing = await app.inject({ method: 'GET', url: '/nothing/here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('caches hashed assets for good and revalidates the page and the service worker', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ method: 'GET', url: '/app/cashflow' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim());
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("font-src 'self'");
  });

  it('refuses the browser features Keelson does not use on every answer: pages, assets, API calls, errors and refusals', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/nothing' }),
      app.inject({ method: 'GET', url: '/api/test/boom' }),
      app.inject({ method: 'GET', url: '/auth/me' }),
      app.inject({ method: 'POST', url: '/api/test/validate', payload: { email: 'nope' } }),
    ]);
    for (const answer of answers) {
      const features = String(answer.headers['permissions-policy']).split(', ');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture', 'publickey-credentials-get']) {
        expect(features, answer.raw.req.url).toContain(`${feature}=()`);
      }
      // The copy buttons of read-only links write to the clipboard.
      expect(String(answer.headers['permissions-policy'])).not.toContain('clipboard');
    }
  });

  it('keeps no answer of the API or the account calls in a cache, and static files as before', async () => {
    for (const url of ['/api/health', '/auth/me', '/api/cashflow', '/api/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unexpected error as 1000 without its message or stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 1000, message: 'Unexpected error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers invalid input with 1012 naming every field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/validate', payload: { email: 'nope', amount: -1 } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: number; errors: { field: string }[] }>();
    expect(body.code).toBe(1012);
    expect(body.errors.map((error) => error.field).sort()).toEqual(['amount', 'email']);
  });

  it('answers malformed JSON with 1012', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 1012 });
  });

  describe('sessions', () => {
    it('answers /auth/me without a session with 1009', async () => {
      const response = await app.inject({ method: 'GET', url: '/auth/me' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, code: 1009, message: 'Unauthorized' });
    });

    it('answers /auth/me with the user and views of a live session, and never a hash', async () => {
      const userId = await insertUser(app.db, { email: `admin-${target.name}@example.com`, roles: ['user', 'admin'] });
      const { token } = await createSession(app.db, { userId, sessionDays: 30 });
      const response = await app.inject({ method: 'GET', url: '/auth/me', cookies: { [sessionCookieName]: token } });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ content: { user: Record<string, unknown>; views: string[] } }>();
      expect(body.content.user).toMatchObject({ id: userId, email: `admin-${target.name}@example.com`, roles: ['admin', 'user'], verified: true });
      expect(body.content.views).toEqual(['userArea', 'adminArea']);
      expect(response.body).not.toMatch(/hash|password|not-a-hash/i);
    });

    it('refuses an unknown or expired token', async () => {
      const userId = await insertUser(app.db, { email: `expired-${target.name}@example.com` });
      const { token } = await createSession(app.db, { userId, sessionDays: 1, now: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) });
      for (const cookie of [token, 'forged-token']) {
        const response = await app.inject({ method: 'GET', url: '/auth/me', cookies: { [sessionCookieName]: cookie } });
        expect(response.statusCode).toBe(401);
      }
    });

    it('ends the session on the server at sign-out', async () => {
      const userId = await insertUser(app.db, { email: `signout-${target.name}@example.com` });
      const { token } = await createSession(app.db, { userId, sessionDays: 30 });
      const cookies = { [sessionCookieName]: token };
      expect((await app.inject({ method: 'GET', url: '/auth/me', cookies })).statusCode).toBe(200);
      const signout = await app.inject({ method: 'POST', url: '/auth/signout', cookies });
      expect(signout.json()).toEqual({ success: true });
      expect(signout.headers['set-cookie']).toMatch(new RegExp(`^${sessionCookieName}=;`));
      expect((await app.inject({ method: 'GET', url: '/auth/me', cookies })).statusCode).toBe(401);
    });
  });
});
