import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-messages';
import { passwordProblem } from './password-policy';

const longPassphrase = Array.from({ length: 60 }, (_, index) => `hull${index * 7919}-${'qwzxvbnmlk'[index % 10]}`).join(' ');

describe('passwordProblem', () => {
  it('refuses fewer than 8 characters with code 1008', () => {
    expect(passwordProblem('Xk9#pQ2')).toEqual({ code: 1008, message: accountMessages.passwordTooShort });
    expect(passwordProblem('')).toEqual({ code: 1008, message: accountMessages.passwordTooShort });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🚢🚢🚢🚢🚢🚢🚢')?.code).toBe(1008);
  });

  it('refuses common and guessable passwords with a clear message', () => {
    for (const weak of ['password', 'password123', 'qwertyuiop', '12345678', 'iloveyou1', 'Summer2024!', 'aaaaaaaaaaaa']) {
      const problem = passwordProblem(weak);
      expect(problem?.code, weak).toBe(1012);
      expect(problem?.message.startsWith(accountMessages.passwordTooGuessable), weak).toBe(true);
    }
  });

  it("refuses a password built from the user's own e-mail or name", () => {
    expect(passwordProblem('Kowalski2024', ['henrietta.kowalski@example.com', 'Henrietta', 'Kowalski'])?.code).toBe(1012);
  });

  // zxcvbn's matching of a 256-character passphrase takes about a second alone, several on a loaded 2-core machine.
  it('accepts strong passwords, 64 characters and more', { timeout: 30_000 }, () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('Tj8#vLq2!mZ9')).toBeNull();
    expect(passwordProblem('ballast-keel-rudder-anchor-'.repeat(2).slice(0, 64))).toBeNull();
    expect(passwordProblem(longPassphrase.slice(0, 256))).toBeNull();
  });

  it('refuses more than 256 characters', () => {
    expect(passwordProblem(longPassphrase.slice(0, 257))).toEqual({ code: 1012, message: accountMessages.passwordTooLong });
  });
});
