import { accountMessages } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import en from './en.json';

describe('account texts in en.json', () => {
  it('shows the sign-in messages of docs/spec/product-spec.md sections 5 and 8 word for word', () => {
    expect(en.validation.emailRequired).toBe('Email is required');
    expect(en.validation.emailInvalid).toBe('E-mail must be valid');
    expect(en.validation.passwordRequired).toBe('Password is required');
    expect(en.pages.signin.outcome).toEqual({
      success: 'Signin successful',
      incorrect: 'Email or password is incorrect',
      tooManyAttempts: 'Too many attempts. Please try again later.',
      notVerified: 'Email has not yet been verified',
      failed: 'Error during signin',
    });
  });

  it('says what the server says for the same problem', () => {
    expect(en.validation.emailRequired).toBe(accountMessages.emailRequired);
    expect(en.validation.emailInvalid).toBe(accountMessages.emailInvalid);
    expect(en.validation.passwordRequired).toBe(accountMessages.passwordRequired);
    expect(en.validation.passwordTooShort).toBe(accountMessages.passwordTooShort);
    expect(en.validation.userAlreadyExists).toBe(accountMessages.userAlreadyExists);
    expect(en.validation.wrongOldPassword).toBe(accountMessages.wrongOldPassword);
  });
});
