import { publicUserSchema } from '@keelson/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const verifyEmailResponseSchema = z.object({ user: publicUserSchema });

/** `POST /auth/verify-email/{token}`: confirms the address; a token works once (1010 afterwards). */
export function verifyEmail(token: string) {
  return apiRequest('POST', `/auth/verify-email/${encodeURIComponent(token)}`, { content: verifyEmailResponseSchema });
}

/**
 * Confirms the address once per token. A query rather than a mutation in an effect: React's strict
 * mode mounts the page twice, and both mounts share this one request instead of sending the token
 * twice (the second would find it used). The answer is kept for the whole visit and never retried.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
