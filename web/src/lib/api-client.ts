import { failureEnvelopeSchema, isErrorCode, KeelsonError, pageSchema, type Page } from '@keelson/core';
import type { z } from 'zod';
import { apiFetch, type Method } from './api-fetch';

/**
 * Calls the API with the session cookie, as docs/spec/product-spec.md section 7 says (credentials always sent, no
 * timeout), checks the answer against the content schema and returns the content. A failure envelope
 * becomes a KeelsonError with the server's code, message, field errors and HTTP status (a stale write is
 * a 409, see `isStaleWrite`); an answer that is not an envelope at all (proxy page, network failure)
 * becomes code 1000. Every call names the active language (Accept-Language).
 */
export async function apiRequest<T extends z.ZodType>(
  method: Method,
  path: string,
  options: { content: T; body?: unknown; signal?: AbortSignal },
): Promise<z.infer<T>> {
  return readAnswer(await apiFetch(method, path, options), options.content, `${method} ${path}`);
}

/**
 * A page of a list call (`GET` with `limit` and `offset` in `path`): its records, checked against `content`, and the
 * `page` the server answers beside them; failures throw as for `apiRequest`.
 */
export async function apiPageRequest<T extends z.ZodType>(
  path: string,
  options: { content: T; signal?: AbortSignal },
): Promise<{ content: z.infer<T>; page: Page }> {
  const call = `GET ${path}`;
  const response = await apiFetch('GET', path, options);
  const body = await successBody(response, call);
  const content = options.content.safeParse('content' in body ? body.content : undefined);
  const page = pageSchema.safeParse('page' in body ? body.page : undefined);
  if (content.success && page.success) return { content: content.data, page: page.data };
  throw unexpectedAnswer(response, call);
}

/** The content of an answer of the API, checked against its schema; a failure envelope or anything else throws (see `apiRequest`). */
export async function readAnswer<T extends z.ZodType>(response: Response, content: T, call: string): Promise<z.infer<T>> {
  const body = await successBody(response, call);
  const parsed = content.safeParse('content' in body ? body.content : undefined);
  if (parsed.success) return parsed.data;
  throw unexpectedAnswer(response, call);
}

/** The body of a success envelope; a failure envelope throws its KeelsonError, anything else code 1000. */
async function successBody(response: Response, call: string): Promise<object> {
  const body: unknown = await response.json().catch(() => undefined);
  const failure = failureEnvelopeSchema.safeParse(body);
  if (failure.success && isErrorCode(failure.data.code)) {
    throw new KeelsonError(failure.data.code, { message: failure.data.message, errors: failure.data.errors ?? [], status: response.status });
  }
  if (typeof body === 'object' && body !== null && 'success' in body && body.success === true) return body;
  throw unexpectedAnswer(response, call);
}

function unexpectedAnswer(response: Response, call: string): KeelsonError {
  return new KeelsonError(1000, { message: `Unexpected answer from ${call} (HTTP ${response.status})`, status: response.status });
}
