import { isValidEmail, normalizeEmail } from '@keelson/core';

/**
 * The key of what is wrong with an e-mail field, or null (docs/spec/product-spec.md section 5): empty is
 * 'Email is required', anything the server would refuse with 1007 is 'E-mail must be valid'.
 */
export function emailProblem(email: string): 'validation.emailRequired' | 'validation.emailInvalid' | null {
  const normalized = normalizeEmail(email);
  if (normalized === '') return 'validation.emailRequired';
  return isValidEmail(normalized) ? null : 'validation.emailInvalid';
}
