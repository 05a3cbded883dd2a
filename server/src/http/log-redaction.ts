import type { FastifyRequest } from 'fastify';

/** The calls whose last path segment is a mailed token (verification and reset links). */
const tokenPaths = /^(\/auth\/(?:verify-email|confirm-password|change-password))\/[^/?#]+/;

/**
 * A URL as the log may show it: no query string (it can carry a link's `id`) and no token in a path, so that
 * neither a reset nor a verification link can be read back from the access log.
 */
export function redactUrl(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.replace(tokenPaths, '$1/[redacted]');
}

type LoggedError = { type: string; message: string; stack: string; code?: unknown; cause?: LoggedError };

/**
 * An error as the log may show it: its type, message, code and stack, and those of its cause — but never a
 * failed query's parameters (an insert's values include the password hash), which drizzle puts into the
 * message and into `params`.
 */
export function redactError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const withoutParams = (text: string | undefined) => (text ?? '').replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
  const logged: LoggedError = { type: error.name, message: withoutParams(error.message), stack: withoutParams(error.stack) };
  if ('code' in error) logged.code = error.code;
  if (error.cause !== undefined) logged.cause = redactError(error.cause);
  return logged;
}

/** The log serializers of every server: requests with redacted URLs, errors without query parameters. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
  err: redactError,
};
