import { recoveryCodesSchema, type SecondFactorConfirmRequest } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /auth/second-factor/confirm` with the password again: a first code from the app turns the second factor on;
 * answers the ten recovery codes, shown once.
 */
export function confirmSecondFactor(body: SecondFactorConfirmRequest) {
  return apiRequest('POST', '/auth/second-factor/confirm', { content: recoveryCodesSchema, body });
}

export function useConfirmSecondFactor() {
  return useMutation({ mutationFn: confirmSecondFactor });
}
