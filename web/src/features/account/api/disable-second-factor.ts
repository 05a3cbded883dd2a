import type { PasswordConfirmationRequest } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/second-factor/disable`: turns the second factor off, confirmed by the password; the recovery codes go with it. */
export function disableSecondFactor(body: PasswordConfirmationRequest) {
  return apiRequest('POST', '/auth/second-factor/disable', { content: z.unknown(), body });
}

export function useDisableSecondFactor() {
  return useMutation({ mutationFn: disableSecondFactor });
}
