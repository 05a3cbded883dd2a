import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text';

describe('fieldErrorText', () => {
  it('puts a range in words, each bound inclusive or not as its params say', () => {
    const range = (params: Record<string, number>) => fieldErrorText({ rule: 'range', params, message: '' });
    expect(range({ min: -0.99, max: 1 })).toBe('Must be between -0.99 and 1');
    expect(range({ min: 0, max: 1, maxExclusive: 1 })).toBe('Must be at least 0 and below 1');
    expect(range({ min: 0, minExclusive: 1, max: 100 })).toBe('Must be greater than 0 and at most 100');
    expect(range({ min: 0, minExclusive: 1 })).toBe('Must be greater than 0');
    expect(range({ max: 1e12 })).toBe('Must be at most 1,000,000,000,000');
    expect(range({ min: 1 })).toBe('Must be at least 1');
  });

  it('states the bounds in percent for a field edited in percent', () => {
    expect(fieldErrorText({ rule: 'range', params: { min: -0.99, max: 1 }, message: '' }, { percent: true })).toBe('Must be between -99% and 100%');
    expect(fieldErrorText({ rule: 'range', params: { min: 0, max: 0.025 }, message: '' }, { percent: true })).toBe('Must be between 0% and 2.5%');
  });

  it('fills the params of the other rules', () => {
    expect(fieldErrorText({ rule: 'tooLong', params: { max: 200 }, message: '' })).toBe('Must be at most 200 characters');
    expect(fieldErrorText({ rule: 'dateRange', params: { min: '1900-01-01', max: '2199-12-31' }, message: '' })).toBe(
      'Must be a date from 1900-01-01 to 2199-12-31',
    );
    expect(fieldErrorText({ rule: 'oneOf', params: { options: '0,1,2' }, message: '' })).toBe('Must be one of 0, 1, 2');
    expect(fieldErrorText({ rule: 'sumBelowOne', params: { fields: 'a,b' }, message: '' }, { fieldLabel: (name) => name.toUpperCase() })).toBe(
      'Together with A and B must be below 1',
    );
  });

  it('shows the account rules in the words of the account forms', () => {
    expect(fieldErrorText({ rule: 'emailInvalid', message: 'E-mail must be valid' })).toBe('E-mail must be valid');
    expect(fieldErrorText({ rule: 'passwordTooShort', message: '' })).toBe('Password must be at least 8 characters');
    expect(fieldErrorText({ rule: 'required', message: 'is required' })).toBe('This value is required');
  });

  it('falls back to the server’s message for a rule it does not know, and for one that names no rule', () => {
    expect(fieldErrorText({ rule: 'someNewRule', message: 'must be new' })).toBe('must be new');
    expect(fieldErrorText({ rule: 'invalid', message: 'Too easy to guess' })).toBe('Too easy to guess');
    expect(fieldErrorText({ rule: 'invalid', message: '' })).toBe('Is not valid');
  });
});
