import { meSchema, type Me, type SigninRequest } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/signin`: the signed-in user and their views. */
export function signIn(body: SigninRequest): Promise<Me> {
  return apiRequest('POST', '/auth/signin', { content: meSchema, body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
