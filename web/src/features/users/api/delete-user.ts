import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** `DELETE /api/users/{id}` (administrators): the account with its assessments and questionnaires. */
export function deleteUser(userId: string) {
  return apiRequest('DELETE', `/api/users/${encodeURIComponent(userId)}`, { content: z.unknown() });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
