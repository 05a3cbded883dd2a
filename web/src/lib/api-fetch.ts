import { KeelsonError } from '@keelson/core';
import { activeLanguage } from './i18n';

/** Where the API lives; empty means the page's own origin (the server serves both). */
const apiBase = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a reading call meets a busy server (503 with Retry-After, server/src/http/load-shedding.ts): it is asked again
 * after the seconds the server names, up to `times` more times, when the wait is at most `longestWaitSeconds`.
 */
export const busyRetry = { times: 2, longestWaitSeconds: 5 };

/** The seconds a busy answer asks to wait before asking again, or `null` when it is no such answer or asks too long. */
function busyWait(response: Response): number | null {
  if (response.status !== 503) return null;
  const header = response.headers.get('retry-after');
  const seconds = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= busyRetry.longestWaitSeconds ? seconds : null;
}

/** Waits `ms`, or rejects with the signal's AbortError when it is aborted first. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Sends one call to the API as docs/spec/product-spec.md section 7 says (credentials always sent, no timeout) and
 * returns the server's response unread; a network failure becomes code 1000. Every call names the active language
 * (Accept-Language). A GET that finds the server busy is asked again after the wait the server names (`busyRetry`);
 * a write is never sent twice. Reading the answer against its schema is `apiRequest`'s (api-client.ts); this part
 * needs no schema, so the current-user check of a visitor without a session loads none (lib/session.ts).
 */
export async function apiFetch(method: Method, path: string, options: { body?: unknown; signal?: AbortSignal } = {}): Promise<Response> {
  for (let retry = 0; ; retry += 1) {
    const response = await fetchOnce(method, path, options);
    const seconds = method === 'GET' && retry < busyRetry.times ? busyWait(response) : null;
    if (seconds === null) return response;
    await response.body?.cancel();
    await wait(seconds * 1000, options.signal);
  }
}

async function fetchOnce(method: Method, path: string, options: { body?: unknown; signal?: AbortSignal }): Promise<Response> {
  try {
    return await fetch(`${apiBase}${path}`, {
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
}
