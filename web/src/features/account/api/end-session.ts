import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** `DELETE /auth/sessions/{id}`: ends one of the signed-in user's sessions. */
export function endSession(sessionId: string) {
  return apiRequest('DELETE', `/auth/sessions/${encodeURIComponent(sessionId)}`, { content: z.unknown() });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }) });
}
