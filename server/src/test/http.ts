import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { sessionCookieName } from '../auth/session-cookie';

/**
 * Calls the app like a browser would and keeps every JSON answer, so that a test can check afterwards
 * that no answer ever carried a password, a hash or a token.
 */
export function recordingClient(app: App) {
  const answers: unknown[] = [];
  const call = async (options: InjectOptions & { session?: string }): Promise<LightMyRequestResponse> => {
    const { session, ...rest } = options;
    const response = await app.inject({ ...rest, ...(session === undefined ? {} : { cookies: { [sessionCookieName]: session } }) });
    if ((response.headers['content-type'] ?? '').toString().startsWith('application/json')) answers.push(response.json());
    return response;
  };
  return { call, answers };
}

/** The session token a response set, or undefined. */
export function sessionTokenOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === sessionCookieName);
  return cookie === undefined || cookie.value === '' ? undefined : cookie.value;
}

/** Every key anywhere in a JSON value. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}
