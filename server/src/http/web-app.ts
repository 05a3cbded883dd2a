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

/** The page in each encoding, compressed once at start-up. */
function compressedPage(html: string): Record<Encoding | 'identity', Buffer> {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, the page and the service worker always
 * revalidated, and the page itself for every app path (200) and any other page request (404, so that
 * the app shows its not-found page and crawlers see the truth). Every file and the page go out compressed
 * (brotli or gzip, by `Accept-Encoding`, with `Vary: Accept-Encoding`): the files from the copies the build
 * wrote beside them, the page from memory. Unknown `/api` and `/auth` calls get the 1010 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexFile = webRoot === null ? null : join(webRoot, 'index.html');
  if (webRoot === null || indexFile === null || !existsSync(indexFile)) {
    if (webRoot !== null) app.log.warn(`web app not built (no ${indexFile ?? webRoot}); run "npm run build" to serve it`);
    app.setNotFoundHandler(async (request, reply) => sendFailure(request, reply, 1010));
    return;
  }
  const page = compressedPage(readFileSync(indexFile, 'utf8'));

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
    return reply.send(page[encoding ?? 'identity']);
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
