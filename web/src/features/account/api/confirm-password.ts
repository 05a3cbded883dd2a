import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/confirm-password/{token}`: sets the new password of the account the reset link was sent to. */
export function confirmPassword({ token, password }: { token: string; password: string }) {
  return apiRequest('POST', `/auth/confirm-password/${encodeURIComponent(token)}`, { content: z.unknown(), body: { password } });
}

export function useConfirmPassword() {
  return useMutation({ mutationFn: confirmPassword });
}
