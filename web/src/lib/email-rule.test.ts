import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-rule';

describe('emailProblem', () => {
  it('requires an address', () => {
    expect(emailProblem('')).toBe('validation.emailRequired');
    expect(emailProblem('   ')).toBe('validation.emailRequired');
  });

  it('refuses what is not an e-mail address', () => {
    expect(emailProblem('ann')).toBe('validation.emailInvalid');
    expect(emailProblem('ann@')).toBe('validation.emailInvalid');
    expect(emailProblem('ann@example')).toBe('validation.emailInvalid');
    expect(emailProblem('ann smith@example.com')).toBe('validation.emailInvalid');
  });

  it('accepts an address, also with surrounding spaces and capitals', () => {
    expect(emailProblem('ann@example.com')).toBeNull();
    expect(emailProblem('  Ann.Smith@Example.COM ')).toBeNull();
  });
});
