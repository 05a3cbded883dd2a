import { KeelsonError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { asksForSecondFactor, secondStepFailure, signinFailureKey } from './signin-outcome';

describe('signinFailureKey (docs/spec/product-spec.md section 8)', () => {
  it('says "Email or password is incorrect" for an unknown user and for a wrong password alike', () => {
    expect(signinFailureKey(new KeelsonError(1001))).toBe('pages.signin.outcome.incorrect');
    expect(signinFailureKey(new KeelsonError(1002))).toBe('pages.signin.outcome.incorrect');
  });

  it('names too many attempts and an unverified address', () => {
    expect(signinFailureKey(new KeelsonError(1011))).toBe('pages.signin.outcome.tooManyAttempts');
    expect(signinFailureKey(new KeelsonError(1003))).toBe('pages.signin.outcome.notVerified');
  });

  it('says "Error during signin" for any other code and for exceptions', () => {
    expect(signinFailureKey(new KeelsonError(1000))).toBe('pages.signin.outcome.failed');
    expect(signinFailureKey(new KeelsonError(1006))).toBe('pages.signin.outcome.failed');
    expect(signinFailureKey(new KeelsonError(1012))).toBe('pages.signin.outcome.failed');
    expect(signinFailureKey(new TypeError('Failed to fetch'))).toBe('pages.signin.outcome.failed');
    expect(signinFailureKey(undefined)).toBe('pages.signin.outcome.failed');
  });
});

describe('the second step of a sign-in', () => {
  const required = new KeelsonError(1006, {
    message: 'Enter the code from your authenticator app',
    errors: [{ field: 'otp', rule: 'secondFactorRequired', message: 'Enter the code from your authenticator app' }],
    status: 401,
  });
  const invalid = new KeelsonError(1002, { errors: [{ field: 'otp', rule: 'secondFactorInvalid', message: 'The code is not valid' }], status: 401 });

  it('is asked for by a 1006 naming the code, and by nothing else', () => {
    expect(asksForSecondFactor(required)).toBe(true);
    expect(asksForSecondFactor(new KeelsonError(1006))).toBe(false);
    expect(asksForSecondFactor(invalid)).toBe(false);
    expect(asksForSecondFactor(new KeelsonError(1002))).toBe(false);
  });

  it('puts a wrong code beside the code field', () => {
    expect(secondStepFailure(invalid)).toEqual({ kind: 'code', error: { field: 'otp', rule: 'secondFactorInvalid', message: 'The code is not valid' } });
    expect(secondStepFailure(required)).toMatchObject({ kind: 'code', error: { rule: 'secondFactorRequired' } });
  });

  it('tells too many attempts and other failures as the spec says, and goes back when the password no longer signs in', () => {
    const throttled = new KeelsonError(1011, { errors: [{ field: 'otp', rule: 'secondFactorInvalid', message: '' }] });
    expect(secondStepFailure(throttled)).toEqual({ kind: 'notice', key: 'pages.signin.outcome.tooManyAttempts', back: false });
    expect(secondStepFailure(new KeelsonError(1002))).toEqual({ kind: 'notice', key: 'pages.signin.outcome.incorrect', back: true });
    expect(secondStepFailure(new KeelsonError(1003))).toEqual({ kind: 'notice', key: 'pages.signin.outcome.notVerified', back: true });
    expect(secondStepFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'notice', key: 'pages.signin.outcome.failed', back: false });
  });
});
