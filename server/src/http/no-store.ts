import type { FastifyInstance } from 'fastify';

/** The paths whose answers may carry a user's data: the API and the account calls. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/auth/') || url === '/auth';
}

/**
 * Answers of the API and the account calls are never kept by a browser or a shared cache
 * (`Cache-Control: no-store`), so that a signed-in user's data cannot be read back from a cache after
 * sign-out or by the next user of a shared machine. Static files keep their own caching.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
