import { accountMessages } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { newPasswordError } from './password-policy';

const texts = { required: 'Password is required', tooShort: 'Password must be at least 8 characters' };

describe('newPasswordError', () => {
  it('asks for a password when there is none', async () => {
    expect(await newPasswordError('', [], texts)).toBe('Password is required');
  });

  it('says "too short" in the form’s words below 8 characters', async () => {
    expect(await newPasswordError('abc1234', [], texts)).toBe('Password must be at least 8 characters');
  });

  it('gives the policy’s own explanation for a guessable password, as the server would', async () => {
    expect(await newPasswordError('password1', [], texts)).toContain(accountMessages.passwordTooGuessable);
  });

  it('words a guessable or too long password in the form’s language where the form gives the words', async () => {
    const german = { ...texts, tooLong: 'Das Passwort darf höchstens 256 Zeichen lang sein', tooGuessable: 'Dieses Passwort ist zu leicht zu erraten' };
    expect(await newPasswordError('password1', [], german)).toBe('Dieses Passwort ist zu leicht zu erraten');
    expect(await newPasswordError('x'.repeat(257), [], german)).toBe('Das Passwort darf höchstens 256 Zeichen lang sein');
  });

  it('counts the user’s own names as known words', async () => {
    expect(await newPasswordError('Lighthouse-keeper-2031', [], texts)).toBeNull();
    expect(await newPasswordError('Lighthouse', ['Lighthouse Shipping GmbH'], texts)).not.toBeNull();
  });

  it('accepts a long passphrase', async () => {
    expect(await newPasswordError('correct horse battery staple harbour', [], texts)).toBeNull();
  });
});
