import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The paths whose answers may carry a user's data: the API and the account calls. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/auth/') || url === '/auth';
}

/** The replies that sendKeptAnswer answered: their 200 or 304 may be kept by the browser, to be revalidated. */
const revalidated = new WeakSet<FastifyReply>();

/** What a kept answer's 200 and 304 say: the browser alone may keep it (no shared cache), and must ask the server before every use. */
const revalidateEveryTime = 'private, no-cache';

/**
 * Answers of the API and the account calls are never kept by a browser or a shared cache
 * (`Cache-Control: no-store`), so that a signed-in user's data cannot be read back from a cache after
 * sign-out or by the next user of a shared machine. Static files keep their own caching. The one exception is
 * an answer sent by sendKeptAnswer (the calculate calls and the shared questionnaire's results), whose success
 * the browser may keep but must revalidate each time; its failures are no-store like every other.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    const kept = revalidated.has(reply) && (reply.statusCode === 200 || reply.statusCode === 304);
    reply.header('cache-control', kept ? revalidateEveryTime : 'no-store');
    return payload;
  });
}

/** What the documentation of a call answered by sendKeptAnswer says about it. */
export const keptAnswerDescription =
  'The answer carries a strong ETag and Cache-Control: private, no-cache. A request whose If-None-Match names the current ETag is answered 304 without a body, after the same checks as any other.';

/**
 * Whether an If-None-Match header names the current ETag (RFC 9110 §13.1.2: weak comparison, so `W/"x"` names
 * `"x"`; `*` names any current answer).
 */
export function namesCurrentTag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag);
}

/**
 * Sends an answer kept as JSON bytes, with its ETag: `304` without a body when the request's If-None-Match names
 * it, the bytes as they are otherwise (no serializer runs). The caller has already checked the right to read it,
 * so a 304 tells nothing to anyone not allowed: they were refused (1010, 1009) before this.
 */
export function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, answer: { body: Buffer; etag: string }): FastifyReply {
  revalidated.add(reply);
  reply.header('etag', answer.etag);
  if (namesCurrentTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
