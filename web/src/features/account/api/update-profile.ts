import { publicUserSchema, type Profile } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/users/{id}` with `{ user }`: a user may change their own profile fields. */
export function updateProfile({ userId, profile }: { userId: string; profile: Profile }) {
  return apiRequest('PUT', `/api/users/${encodeURIComponent(userId)}`, { content: publicUserSchema, body: { user: profile } });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
