import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/users/{id}/sessions` (administrators): ends every session of the user, who is signed out on every device. */
export function endUserSessions(userId: string) {
  return apiRequest('DELETE', `/api/users/${encodeURIComponent(userId)}/sessions`, { content: z.unknown() });
}

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}
