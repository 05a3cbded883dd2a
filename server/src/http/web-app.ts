import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/**
 * Serves the built web app: hashed assets cached for a year, the page and the service worker always
 * revalidated, and the page itself for every app path (200) and any other page request (404, so that
 * the app shows its not-found page and crawlers see the truth). Unknown `/api` and `/auth` calls get
 * the 1010 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexFile = webRoot === null ? null : join(webRoot, 'index.html');
  if (webRoot === null || indexFile === null || !existsSync(indexFile)) {
    if (webRoot !== null) app.log.warn(`web app not built (no ${indexFile ?? webRoot}); run "npm run build" to serve it`);
    app.setNotFoundHandler(async (request, reply) => sendFailure(request, reply, 1010));
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    wildcard: true,
    setHeaders: (response, filePath) => {
      const immutable = filePath.startsWith(join(webRoot, 'assets'));
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendPage = (reply: FastifyReply, status: number) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  // The static plugin refuses to list the root folder, so the index page gets its own route.
  app.get('/', async (_request, reply) => sendPage(reply, 200));

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return sendFailure(request, reply, 1010);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage) return sendFailure(request, reply, 1010);
    return sendPage(reply, isAppPath(request.url) ? 200 : 404);
  });
}
