import { secondFactorSetupSchema, type PasswordConfirmationRequest } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /auth/second-factor/setup` with the password: a new secret (base32, otpauth URI, QR code), active only once a
 * first code confirms it.
 */
export function setupSecondFactor(body: PasswordConfirmationRequest) {
  return apiRequest('POST', '/auth/second-factor/setup', { content: secondFactorSetupSchema, body });
}

export function useSetupSecondFactor() {
  return useMutation({ mutationFn: setupSecondFactor });
}
