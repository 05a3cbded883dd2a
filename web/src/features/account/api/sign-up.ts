import { publicUserSchema, type SignupRequest } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { activeLanguage } from '../../../lib/i18n';

export const signUpResponseSchema = z.object({ user: publicUserSchema });

/**
 * `POST /auth/signup`: creates an unverified account; the server e-mails the confirmation link. The account's language
 * is the page's, unless the body names one.
 */
export function signUp(body: SignupRequest) {
  return apiRequest('POST', '/auth/signup', { content: signUpResponseSchema, body: { language: activeLanguage(), ...body } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
