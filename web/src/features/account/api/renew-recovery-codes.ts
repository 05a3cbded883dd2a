import { recoveryCodesSchema, type PasswordConfirmationRequest } from '@keelson/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/second-factor/recovery-codes`: ten new recovery codes in place of the old ones, confirmed by the password. */
export function renewRecoveryCodes(body: PasswordConfirmationRequest) {
  return apiRequest('POST', '/auth/second-factor/recovery-codes', { content: recoveryCodesSchema, body });
}

export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: renewRecoveryCodes });
}
