import { publicUserSchema, type UserChanges, type UserUpdateRequest } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/**
 * `PUT /api/users/{id}` with `{ user }`: an administrator may also change e-mail, roles, verification and the disabled
 * flag; a new e-mail address goes with the caller's own `password`.
 */
export function updateUser({ userId, changes, password }: { userId: string; changes: UserChanges; password?: string }) {
  const body: UserUpdateRequest = password === undefined ? { user: changes } : { user: changes, password };
  return apiRequest('PUT', `/api/users/${encodeURIComponent(userId)}`, { content: publicUserSchema, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
