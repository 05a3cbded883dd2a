import { publicUserSchema, type SignupRequest } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const signUpResponseSchema = z.object({ user: publicUserSchema });

/** `POST /auth/signup`: creates an unverified account; the server e-mails the confirmation link. */
export function signUp(body: SignupRequest) {
  return apiRequest('POST', '/auth/signup', { content: signUpResponseSchema, body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
