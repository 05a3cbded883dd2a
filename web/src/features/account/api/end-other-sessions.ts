import type { PasswordConfirmationRequest } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** `POST /auth/sessions/end-others` with the password: ends every session of the signed-in user but this one. */
export function endOtherSessions(body: PasswordConfirmationRequest) {
  return apiRequest('POST', '/auth/sessions/end-others', { content: z.unknown(), body });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }) });
}
