import type { Me } from '@keelson/core';
import { apiFetch } from './api-fetch';
import { useSessionStore, type SessionState } from './session-store';

export type SessionSnapshot = Pick<SessionState, 'isSignedIn' | 'views' | 'secondFactorSetupRequired'>;

let pending: Promise<SessionSnapshot> | null = null;

/**
 * The signed-in user, or `null` without a session. A 401 needs no reading: the visitor is signed out, and the
 * schemas that read a user (session-calls.ts) are loaded only when there is one to read.
 */
async function currentUser(): Promise<Me | null> {
  const response = await apiFetch('GET', '/auth/me');
  if (response.status === 401) return null;
  const { readCurrentUser } = await import('./session-calls');
  return readCurrentUser(response);
}

/**
 * The current-user check (`GET /auth/me`) that runs before every navigation (docs/spec/product-spec.md section 4):
 * success signs in, any failure signs out. Loaders of one navigation run side by side, so they share
 * one request.
 */
export function checkSession(): Promise<SessionSnapshot> {
  pending ??= currentUser()
    .then((me) => (me === null ? useSessionStore.getState().signedOut() : useSessionStore.getState().signedIn(me)))
    .catch(() => useSessionStore.getState().signedOut())
    .then(() => {
      const { isSignedIn, views, secondFactorSetupRequired } = useSessionStore.getState();
      return { isSignedIn, views, secondFactorSetupRequired };
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Ends the session on the server and in the browser. */
export async function signOut(): Promise<void> {
  try {
    const { requestSignOut } = await import('./session-calls');
    await requestSignOut();
  } finally {
    useSessionStore.getState().signedOut();
  }
}
