import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/reset-password`: the same answer for every address, known or not. */
export function requestPasswordReset(body: { email: string }) {
  return apiRequest('POST', '/auth/reset-password', { content: z.unknown(), body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
