import { meSchema } from '@keelson/core';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { useSessionStore, type SessionState } from './session-store';

export type SessionSnapshot = Pick<SessionState, 'isSignedIn' | 'views' | 'secondFactorSetupRequired'>;

let pending: Promise<SessionSnapshot> | null = null;

/**
 * The current-user check (`GET /auth/me`) that runs before every navigation (docs/spec/product-spec.md section 4):
 * success signs in, any failure signs out. Loaders of one navigation run side by side, so they share
 * one request.
 */
export function checkSession(): Promise<SessionSnapshot> {
  pending ??= apiRequest('GET', '/auth/me', { content: meSchema })
    .then((me) => useSessionStore.getState().signedIn(me))
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
    await apiRequest('POST', '/auth/signout', { content: z.undefined() });
  } finally {
    useSessionStore.getState().signedOut();
  }
}
