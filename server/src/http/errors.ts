import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue, fieldErrorsFromZod, httpStatusOf, KeelsonError, type ErrorCode, type FailureEnvelope, type FieldError } from '@keelson/core';
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

/**
 * The one error handler: catalogue errors keep their code; bad input becomes 1012 naming its fields;
 * anything else is logged and answered as 1000 without its message or stack.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | KeelsonError, request, reply) => {
    if (error instanceof KeelsonError) {
      if (errorCatalogue[error.code].status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
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
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(request, reply, 1000);
  });
}
