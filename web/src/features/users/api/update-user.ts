import { publicUserSchema, type UserChanges } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** `PUT /api/users/{id}` with `{ user }`: an administrator may also change e-mail, roles, verification and the disabled flag. */
export function updateUser({ userId, changes }: { userId: string; changes: UserChanges }) {
  return apiRequest('PUT', `/api/users/${encodeURIComponent(userId)}`, { content: publicUserSchema, body: { user: changes } });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
