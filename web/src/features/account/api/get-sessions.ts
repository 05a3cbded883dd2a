import { sessionListSchema } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** `GET /auth/sessions`: the signed-in user's live sessions, the most recently used first, this one marked current. */
export async function getSessions() {
  const { sessions } = await apiRequest('GET', '/auth/sessions', { content: sessionListSchema });
  return sessions;
}

export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions(), queryFn: getSessions });
}
