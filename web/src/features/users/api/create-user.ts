import { publicUserSchema, type UserCreateRequest } from '@keelson/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** `POST /api/users` (administrators): without a password the server e-mails the new user a link to set one. */
export function createUser(body: UserCreateRequest) {
  return apiRequest('POST', '/api/users', { content: publicUserSchema, body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
