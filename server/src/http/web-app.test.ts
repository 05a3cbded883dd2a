import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding, registerWebApp } from './web-app';

describe('preferredEncoding', () => {
  it('takes brotli before gzip, by weight, and nothing that is refused', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

/** A built web app as the build leaves it: hashed assets with their brotli and gzip copies, the page, the service worker. */
describe('the built web app, compressed', () => {
  const script = `console.log(${JSON.stringify('the app '.repeat(200))});`;
  const page = `<!doctype html><title>Keelson</title><div id="root"></div>${'<!-- page -->'.repeat(50)}`;
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'keelson-web-app-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), page);
    await writeFile(join(webRoot, 'assets', 'index-abc123.js'), script);
    await writeFile(join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    await writeFile(join(webRoot, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    await writeFile(join(webRoot, 'sw.js'), 'self.addEventListener("install", () => undefined)');
    app = Fastify();
    await registerWebApp(app, webRoot);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a hashed script in brotli or gzip as asked, cached for a year, varying by Accept-Encoding', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends a file that has no compressed copy as it is, revalidated when it is not a hashed asset', async () => {
    const worker = await get('/sw.js', 'br, gzip');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-encoding']).toBeUndefined();
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('install');
  });

  it('sends the page compressed as asked for the index, every app path and the not-found page', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/app/cashflow', 200],
      ['/nothing/here', 404],
    ] as const) {
      const brotli = await get(url, 'gzip, br');
      expect(brotli.statusCode, url).toBe(status);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotli.headers.vary).toBe('accept-encoding');
      expect(brotli.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(page);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body).toBe(page);
    }
  });
});

describe('the first loads the build names', () => {
  const page = '<!doctype html><html><head><title>Keelson</title></head><body><div id="root"></div></body></html>';
  const firstLoads = [
    { path: '^/app(?:/|$)', scripts: ['/assets/app-layout-a1.js'], styles: ['/assets/app-layout-a1.css'] },
    { path: '^/app/cashflow(?:/[^/]+)?/?$', scripts: ['/assets/cashflow-page-b2.js', '/assets/app-layout-a1.js'], styles: [] },
  ];
  let webRoot: string;

  const serve = async (loads: unknown) => {
    await writeFile(join(webRoot, 'first-loads.json'), JSON.stringify(loads));
    const app = Fastify();
    await registerWebApp(app, webRoot);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'keelson-first-loads-'));
    await writeFile(join(webRoot, 'index.html'), page);
  });

  afterAll(async () => {
    await rm(webRoot, { recursive: true, force: true });
  });

  it('preloads, in the page of a matching path, each file of the matching loads once; other pages stay as built', async () => {
    const app = await serve(firstLoads);
    try {
      const cashflow = await app.inject({ method: 'GET', url: '/app/cashflow?example=1', headers: { 'accept-encoding': 'br' } });
      const html = brotliDecompressSync(cashflow.rawPayload).toString();
      expect(html.match(/<link rel="modulepreload" crossorigin href="\/assets\/app-layout-a1\.js">/g)).toHaveLength(1);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cashflow-page-b2.js">');
      expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/app-layout-a1.css" data-page></head>');

      const signin = (await app.inject({ method: 'GET', url: '/app/signin' })).body;
      expect(signin).toContain('/assets/app-layout-a1.js');
      expect(signin).not.toContain('cashflow-page');

      expect((await app.inject({ method: 'GET', url: '/' })).body).toBe(page);
      const notFound = await app.inject({ method: 'GET', url: '/nothing/here' });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.body).toBe(page);
    } finally {
      await app.close();
    }
  });

  it("refuses to start with a first load that names anything but the build's assets", async () => {
    await expect(serve([{ path: '^/app', scripts: ['https://elsewhere.example/x.js'], styles: [] }])).rejects.toThrow(/first-loads\.json/);
    await expect(serve([{ path: '^/app', scripts: ['/assets/x.js"><script>alert(1)</script>'], styles: [] }])).rejects.toThrow(/first-loads\.json/);
  });
});
