import { isValidEmail, normalizeEmail } from '@keelson/core';
import type { TFunction } from 'i18next';

/**
 * The key of what is wrong with an e-mail field, or null (docs/spec/product-spec.md section 5): empty is
 * 'Email is required', anything the server would refuse with 1007 is 'E-mail must be valid'.
 */
export function emailProblem(email: string): 'validation.emailRequired' | 'validation.emailInvalid' | null {
  const normalized = normalizeEmail(email);
  if (normalized === '') return 'validation.emailRequired';
  return isValidEmail(normalized) ? null : 'validation.emailInvalid';
}

/** A form's check of an e-mail field: what is wrong in the form's language, or null. */
export function emailValidator(t: TFunction): (value: string) => string | null {
  return (value) => {
    const problem = emailProblem(value);
    return problem === null ? null : t(problem);
  };
}
