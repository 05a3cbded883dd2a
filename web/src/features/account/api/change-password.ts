import type { ChangePasswordRequest } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/change-password`: the signed-in user's new password, confirmed by the current one. */
export function changePassword(body: ChangePasswordRequest) {
  return apiRequest('POST', '/auth/change-password', { content: z.unknown(), body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
