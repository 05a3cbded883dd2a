import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorCatalogue,
  fieldError,
  fieldErrorsFromZod,
  httpStatusOf,
  KeelsonError,
  type ErrorCode,
  type FailureEnvelope,
  type FieldError,
} from '@keelson/core';
import { currentUser } from '../auth/current-user';

/** Sends the failure envelope of a code; the message is the catalogue's unless a safe one is given. */
export async function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: { message?: string; errors?: readonly FieldError[]; status?: number } = {},
): Promise<FastifyReply> {
  const signedIn = code === 1009 ? (await currentUser(request).catch(() => null)) !== null : false;
  const body: FailureEnvelope = { success: false, code, message: options.message ?? errorCatalogue[code].message };
  if (options.errors !== undefined && options.errors.length > 0) body.errors = [...options.errors];
  return reply
    .code(options.status ?? httpStatusOf(code, { signedIn }))
    .type('application/json')
    .send(body);
}

/** The part of a request that a validation context names: its body, query string, path params or headers. */
function validatedInput(request: FastifyRequest, context: string): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/**
 * Turns fastify's zod validation issues into field errors as data (`/tranches/0/value` in the body →
 * `tranches.0.value`, with its rule and params) through core's one mapping.
 */
function validationFields(error: FastifyError, request: FastifyRequest): FieldError[] {
  const context = error.validationContext ?? 'body';
  const issues = (error.validation ?? []).map((item) => ({
    ...item.params,
    code: item.keyword,
    path: item.instancePath.split('/').filter((part) => part !== ''),
    message: item.message ?? '',
  }));
  return fieldErrorsFromZod(issues, { root: context, input: validatedInput(request, context) });
}

/** The SQLSTATE and constraint of a PostgreSQL error (either driver's), found through drizzle's wrapping causes. */
function databaseErrorOf(error: unknown): { code: string; constraint?: string } | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return null;
}

/** The field a unique index guards, named when two requests race for one value. */
const uniqueFields: Record<string, string> = { utility_analyses_readonly_id_idx: 'readonlyId', readonly_links_pkey: 'readonlyId' };

/**
 * A database refusal that bad input or a race caused, as the answer it deserves, or null: a unique violation
 * (23505) is a lost race, 409 with the rule `linkTaken` on a read-only id; a data exception (class 22: a value
 * the column cannot hold) is a bad request. Both are safety nets behind the checks that should have caught them.
 */
function databaseRefusal(error: unknown): { status: number; errors: FieldError[] } | null {
  const refusal = databaseErrorOf(error);
  if (refusal === null) return null;
  if (refusal.code === '23505') {
    const field = refusal.constraint === undefined ? undefined : uniqueFields[refusal.constraint];
    return { status: 409, errors: field === undefined ? [] : [fieldError(field, { rule: 'linkTaken' })] };
  }
  return refusal.code.startsWith('22') ? { status: 400, errors: [] } : null;
}

/**
 * The one error handler: catalogue errors keep their code; bad input becomes 1012 naming its fields, a database
 * refusal of bad input or a lost race 1012 too (400 or 409); anything else is logged and answered as 1000 without
 * its message or stack.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | KeelsonError, request, reply) => {
    if (error instanceof KeelsonError) {
      if (errorCatalogue[error.code].status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      const message = errorCatalogue[error.code].status >= 500 ? undefined : error.message;
      return sendFailure(request, reply, error.code, { message, errors: error.errors ?? [], ...(error.status === undefined ? {} : { status: error.status }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendFailure(request, reply, 1012, { errors: validationFields(error, request) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendFailure(request, reply, 1011);
    if (status >= 400 && status < 500) {
      // Framework rejections (malformed JSON, wrong content type, body too large) are bad requests; their
      // messages are fastify's own and name no internals, and their status says more than a bare 400.
      return sendFailure(request, reply, 1012, { message: error.message, status });
    }
    const refusal = databaseRefusal(error);
    if (refusal !== null) {
      request.log.warn({ err: error }, 'the database refused the request');
      return sendFailure(request, reply, 1012, refusal);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(request, reply, 1000);
  });
}
