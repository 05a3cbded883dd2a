import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from './errors';

const apiPrefixes = ['/api/', '/auth/'];

/** Whether a URL is the API's (`/api`, `/auth` and below) rather than the web app's. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path === '/auth' || apiPrefixes.some((prefix) => path.startsWith(prefix));
}

/** The index and every `/app/*` path are the app's own routes; the page decides what to show. */
function isAppPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/' || path === '/app' || path.startsWith('/app/');
}

/** The compressions the web app is sent in, best first: each built file has a `.br` and a `.gz` beside it (web/vite.config.ts). */
const encodings = ['br', 'gzip'] as const;
export type Encoding = (typeof encodings)[number];

/**
 * The encoding to send a response in, by the request's `Accept-Encoding` (RFC 9110 section 12.5.3): the acceptable one
 * with the highest weight, brotli before gzip at equal weights, `*` standing for any not named; `null` for none.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of encodings) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

type CompressedPage = Record<Encoding | 'identity', Buffer>;

/** The page in each encoding. */
function compressedPage(html: string): CompressedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** A page's first load as the build names it (web/vite.config.ts, `firstLoads`): a path pattern and the files it loads. */
type FirstLoad = { path: RegExp; scripts: string[]; styles: string[] };

const assetPath = /^\/assets\/[\w.~-]+\.(js|css)$/;

/** The build's `first-loads.json`, checked: patterns, and only the build's own asset paths. None when there is no such file. */
function readFirstLoads(file: string): FirstLoad[] {
  if (!existsSync(file)) return [];
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const isAssets = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && assetPath.test(item));
  if (!Array.isArray(entries)) throw new Error(`${file} is not a list`);
  return entries.map((entry: unknown) => {
    const { path, scripts, styles } = (entry ?? {}) as Record<string, unknown>;
    if (typeof path !== 'string' || !isAssets(scripts) || !isAssets(styles)) throw new Error(`${file} has an entry that is not a path with its files`);
    return { path: new RegExp(path), scripts, styles };
  });
}

/**
 * The page for a path, with the preloads of the first loads its path matches (none: the page as built): its
 * scripts as module preloads, its styles as style preloads that the app applies when its code asks for them (marked
 * `data-page`: src/main.tsx applies only the shell's at start-up).
 */
function pageWithPreloads(html: string, loads: readonly FirstLoad[]): string {
  if (loads.length === 0) return html;
  const scripts = new Set(loads.flatMap((load) => load.scripts));
  const styles = new Set(loads.flatMap((load) => load.styles));
  const links = [
    ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...[...styles].map((href) => `<link rel="preload" as="style" crossorigin href="${href}" data-page>`),
  ].join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * Serves the built web app: hashed assets cached for a year, the page and the service worker always
 * revalidated, and the page itself for every app path (200) and any other page request (404, so that
 * the app shows its not-found page and crawlers see the truth). Every file and the page go out compressed
 * (brotli or gzip, by `Accept-Encoding`, with `Vary: Accept-Encoding`): the files from the copies the build
 * wrote beside them, the page from memory. A page path that the build names a first load for (`first-loads.json`)
 * gets the page with that load's files preloaded: they arrive beside the shell. Unknown `/api` and `/auth` calls
 * get the 1010 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexFile = webRoot === null ? null : join(webRoot, 'index.html');
  if (webRoot === null || indexFile === null || !existsSync(indexFile)) {
    if (webRoot !== null) app.log.warn(`web app not built (no ${indexFile ?? webRoot}); run "npm run build" to serve it`);
    app.setNotFoundHandler(async (request, reply) => sendFailure(request, reply, 1010));
    return;
  }
  const html = readFileSync(indexFile, 'utf8');
  const firstLoads = readFirstLoads(join(webRoot, 'first-loads.json'));
  // Each set of matching first loads has its page, compressed once, when first asked for.
  const pages = new Map<string, CompressedPage>();
  const pageFor = (url: string): CompressedPage => {
    const path = url.split('?')[0] ?? '';
    const loads = firstLoads.filter((load) => load.path.test(path));
    const key = loads.map((load) => load.path.source).join('\n');
    let page = pages.get(key);
    if (page === undefined) {
      page = compressedPage(pageWithPreloads(html, loads));
      pages.set(key, page);
    }
    return page;
  };

  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const immutable = filePath.startsWith(join(webRoot, 'assets'));
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding !== null) reply.header('content-encoding', encoding);
    return reply.send(pageFor(request.url)[encoding ?? 'identity']);
  };
  // The static plugin refuses to list the root folder, so the index page gets its own route.
  app.get('/', async (request, reply) => sendPage(request, reply, 200));

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return sendFailure(request, reply, 1010);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage) return sendFailure(request, reply, 1010);
    return sendPage(request, reply, isAppPath(request.url) ? 200 : 404);
  });
}
