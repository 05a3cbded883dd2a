import { secondFactorSetupSchema } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/second-factor/setup`: a new secret (base32, otpauth URI, QR code), active only once a first code confirms it. */
export function setupSecondFactor() {
  return apiRequest('POST', '/auth/second-factor/setup', { content: secondFactorSetupSchema });
}

export function useSetupSecondFactor() {
  return useMutation({ mutationFn: setupSecondFactor });
}
