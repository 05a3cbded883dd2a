import { accountMessages } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import en from './en.json';

// The form checks a field before the server does; both must name the same problem in the same words.
describe('account texts in en.json', () => {
  it('says what the server says for the same problem', () => {
    expect(en.validation.emailRequired).toBe(accountMessages.emailRequired);
    expect(en.validation.emailInvalid).toBe(accountMessages.emailInvalid);
    expect(en.validation.passwordRequired).toBe(accountMessages.passwordRequired);
    expect(en.validation.passwordTooShort).toBe(accountMessages.passwordTooShort);
    expect(en.validation.userAlreadyExists).toBe(accountMessages.userAlreadyExists);
    expect(en.validation.wrongOldPassword).toBe(accountMessages.wrongOldPassword);
  });
});
