import { KeelsonError } from '@keelson/core';
import { activeLanguage } from './i18n';

/** Where the API lives; empty means the page's own origin (the server serves both). */
const apiBase = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Sends one call to the API as docs/spec/product-spec.md section 7 says (credentials always sent, no timeout) and
 * returns the server's response unread; a network failure becomes code 1000. Every call names the active language
 * (Accept-Language). A GET that finds the server busy is asked again after the wait the server names (lib/busy-retry.ts);
 * a write is never sent twice. Reading the answer against its schema is `apiRequest`'s (api-client.ts); this part
 * needs no schema, so the current-user check of a visitor without a session loads none (lib/session.ts).
 */
export async function apiFetch(method: Method, path: string, options: { body?: unknown; signal?: AbortSignal } = {}): Promise<Response> {
  const response = await fetchOnce(method, path, options);
  if (method !== 'GET' || response.status !== 503) return response;
  // Rare: its code comes only when a server was busy, so that the first script stays small (npm run bench).
  const { askAgainWhenBusy } = await import('./busy-retry');
  return askAgainWhenBusy(response, () => fetchOnce(method, path, options), options.signal);
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
