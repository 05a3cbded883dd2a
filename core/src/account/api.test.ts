import { describe, expect, it } from 'vitest';
import { signupRequestSchema, userUpdateRequestSchema } from './api';
import { languageSchema } from './session';

describe('the language of an account', () => {
  it('is English or German', () => {
    expect(languageSchema.options).toEqual(['en', 'de']);
    expect(languageSchema.safeParse('fr').success).toBe(false);
  });

  it('is optional when a profile is changed, so that a change without it stays valid', () => {
    expect(userUpdateRequestSchema.parse({ user: { firstName: 'Ada' } })).toEqual({ user: { firstName: 'Ada' } });
    expect(userUpdateRequestSchema.parse({ user: { language: 'de' } })).toEqual({ user: { language: 'de' } });
    expect(userUpdateRequestSchema.safeParse({ user: { language: 'fr' } }).success).toBe(false);
  });

  it('is optional at sign-up', () => {
    expect(signupRequestSchema.parse({ email: 'a@example.com', password: 'x' })).not.toHaveProperty('language');
    expect(signupRequestSchema.parse({ email: 'a@example.com', password: 'x', language: 'de' }).language).toBe('de');
  });
});
