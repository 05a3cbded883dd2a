import { KeelsonError, type FieldError } from '@keelson/core';

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

/** Whether a sign-in answer asks for the second step: the password was right and the account has a second factor (401, 1006, `otp` secondFactorRequired). */
export function asksForSecondFactor(error: unknown): boolean {
  return (
    error instanceof KeelsonError && error.code === 1006 && (error.errors ?? []).some(({ field, rule }) => field === 'otp' && rule === 'secondFactorRequired')
  );
}

/**
 * What the second step shows of a failed sign-in: an error of the code beside the code field (a wrong code, 1002 with
 * `otp` secondFactorInvalid), or one of the spec's notifications; `back` returns to e-mail and password, which no longer
 * sign in (changed meanwhile, or the account is not verified).
 */
export type SecondStepFailure = { kind: 'code'; error: FieldError } | { kind: 'notice'; key: SigninFailureKey; back: boolean };

export function secondStepFailure(error: unknown): SecondStepFailure {
  const codeError = error instanceof KeelsonError && error.code !== 1011 ? error.errors?.find(({ field }) => field === 'otp') : undefined;
  if (codeError !== undefined) return { kind: 'code', error: codeError };
  const key = signinFailureKey(error);
  return { kind: 'notice', key, back: key === 'pages.signin.outcome.incorrect' || key === 'pages.signin.outcome.notVerified' };
}
