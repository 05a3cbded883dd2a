import { KeelsonError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { signinFailureKey } from './signin-outcome';

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
