import type { ResendConfirmationRequest } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/signup/resend`: the confirmation link again; the same answer for every address, pending or not. */
export function resendConfirmation(body: ResendConfirmationRequest) {
  return apiRequest('POST', '/auth/signup/resend', { content: z.unknown(), body });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
