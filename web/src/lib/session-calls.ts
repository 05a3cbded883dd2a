import { meSchema, type Me } from '@keelson/core';
import { z } from 'zod';
import { apiRequest, readAnswer } from './api-client';

/** The answer of `GET /auth/me` read against its schema: the signed-in user, or the server's refusal as a KeelsonError. */
export function readCurrentUser(response: Response): Promise<Me> {
  return readAnswer(response, meSchema, 'GET /auth/me');
}

/** `POST /auth/signout`: ends the session on the server. */
export async function requestSignOut(): Promise<void> {
  await apiRequest('POST', '/auth/signout', { content: z.undefined() });
}
