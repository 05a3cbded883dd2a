import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/signout?everywhere=true`: ends every session of the signed-in user, this one included. */
export function signOutEverywhere() {
  return apiRequest('POST', '/auth/signout?everywhere=true', { content: z.unknown() });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
