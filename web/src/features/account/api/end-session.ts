import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** `DELETE /auth/sessions/{id}` with the password: ends another of the signed-in user's sessions. */
export function endSession({ sessionId, password }: { sessionId: string; password: string }) {
  return apiRequest('DELETE', `/auth/sessions/${encodeURIComponent(sessionId)}`, { content: z.unknown(), body: { password } });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }) });
}
