import { KeelsonError } from '@keelson/core';

export type SigninFailureKey =
  'pages.signin.outcome.incorrect' | 'pages.signin.outcome.tooManyAttempts' | 'pages.signin.outcome.notVerified' | 'pages.signin.outcome.failed';

/**
 * The notification of a failed sign-in (docs/spec/product-spec.md section 8): 1001 or 1002 → 'Email or password is
 * incorrect', 1011 → 'Too many attempts…', 1003 → 'Email has not yet been verified', anything else,
 * exceptions included → 'Error during signin'.
 */
export function signinFailureKey(error: unknown): SigninFailureKey {
  if (!(error instanceof KeelsonError)) return 'pages.signin.outcome.failed';
  switch (error.code) {
    case 1001:
    case 1002:
      return 'pages.signin.outcome.incorrect';
    case 1011:
      return 'pages.signin.outcome.tooManyAttempts';
    case 1003:
      return 'pages.signin.outcome.notVerified';
    default:
      return 'pages.signin.outcome.failed';
  }
}
