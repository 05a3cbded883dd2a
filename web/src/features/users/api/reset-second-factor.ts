import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** `DELETE /api/users/{id}/second-factor` (administrators): the user signs in with the password alone again, and is told by mail. */
export function resetSecondFactor(userId: string) {
  return apiRequest('DELETE', `/api/users/${encodeURIComponent(userId)}/second-factor`, { content: z.unknown() });
}

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetSecondFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
