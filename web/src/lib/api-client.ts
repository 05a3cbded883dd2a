import { failureEnvelopeSchema, isErrorCode, KeelsonError } from '@keelson/core';
import type { z } from 'zod';
import { activeLanguage } from './i18n';

/** Where the API lives; empty means the page's own origin (the server serves both). */
const apiBase = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      credentials: 'include',
      // The server words templates, ship-type names, messages and e-mails in the reader's language.
      headers: {
        accept: 'application/json',
        'accept-language': activeLanguage(),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new KeelsonError(1000, { message: 'The server could not be reached', cause });
  }
  const body: unknown = await response.json().catch(() => undefined);
  const failure = failureEnvelopeSchema.safeParse(body);
  if (failure.success && isErrorCode(failure.data.code)) {
    throw new KeelsonError(failure.data.code, { message: failure.data.message, errors: failure.data.errors ?? [], status: response.status });
  }
  if (typeof body === 'object' && body !== null && 'success' in body && body.success === true) {
    const content = options.content.safeParse('content' in body ? body.content : undefined);
    if (content.success) return content.data;
  }
  throw new KeelsonError(1000, { message: `Unexpected answer from ${method} ${path} (HTTP ${response.status})`, status: response.status });
}
