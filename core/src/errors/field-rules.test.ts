import { describe, expect, it } from 'vitest';
import { fieldErrorSchema } from '../api/envelope';
import { fieldError } from './field-error';
import { fieldMessage } from './field-messages';
import { fieldRules, fieldRuleSchema, isFieldRule } from './field-rules';

describe('field rules', () => {
  it('are a closed set, checked by a zod enum', () => {
    expect(fieldRuleSchema.parse('range')).toBe('range');
    expect(fieldRuleSchema.safeParse('mustBeNice').success).toBe(false);
    expect(isFieldRule('lastDockingWithin')).toBe(true);
    expect(isFieldRule(42)).toBe(false);
    expect(new Set(fieldRules).size).toBe(fieldRules.length);
  });

  it('each have an English sentence', () => {
    for (const rule of fieldRules)
      expect(fieldMessage({ rule, params: { min: 1, max: 2, date: '2026-07-01', fields: 'a,b', options: 'x,y' } }), rule).toMatch(/\w/);
  });

  it('word ranges by their bounds and exclusivity', () => {
    const range = (params: Record<string, number>) => fieldMessage({ rule: 'range', params });
    expect(range({ min: -0.99, max: 1 })).toBe('must be between -0.99 and 1');
    expect(range({ min: 0, max: 1, maxExclusive: 1 })).toBe('must be at least 0 and below 1');
    expect(range({ min: 0, max: 100, minExclusive: 1 })).toBe('must be greater than 0 and at most 100');
    expect(range({ min: 0, minExclusive: 1 })).toBe('must be greater than 0');
    expect(range({ min: 1 })).toBe('must be at least 1');
    expect(range({ max: 5, maxExclusive: 1 })).toBe('must be below 5');
  });

  it('fill their params into the sentence', () => {
    expect(fieldMessage({ rule: 'beforeEndOfLife', params: { date: '2034-03-15' } })).toBe('must be before the end of the useful life (2034-03-15)');
    expect(fieldMessage({ rule: 'sumBelowOne', params: { fields: 'opexAdministrationFeeQuote,opexTechnicalFeeQuote' } })).toBe(
      'together with opexAdministrationFeeQuote and opexTechnicalFeeQuote must be below 1',
    );
    expect(fieldMessage({ rule: 'dateRange', params: { min: '1900-01-01', max: '2199-12-31' } })).toBe('must be a date from 1900-01-01 to 2199-12-31');
    expect(fieldMessage({ rule: 'amortizationAtLeastDuration', params: { min: 7 } })).toBe('must be at least durationYears (7)');
    expect(fieldMessage({ rule: 'recordLimit', params: { max: 1000 } })).toBe(
      'already holds the most records of this kind an account may keep (1000); delete one to save another',
    );
  });
});

describe('field errors as data', () => {
  it('travel as { field, rule, params?, message } and pass the envelope schema', () => {
    const error = fieldError('commissionsQuote', { rule: 'range', params: { min: 0, max: 1, maxExclusive: 1 } });
    expect(error).toEqual({ field: 'commissionsQuote', rule: 'range', params: { min: 0, max: 1, maxExclusive: 1 }, message: 'must be at least 0 and below 1' });
    expect(fieldErrorSchema.parse(error)).toEqual(error);
    expect(fieldError('title', { rule: 'required', params: {} })).toEqual({ field: 'title', rule: 'required', message: 'is required' });
  });

  it('keep params to numbers and texts', () => {
    expect(fieldErrorSchema.safeParse({ field: 'x', rule: 'range', params: { min: 0, maxExclusive: true }, message: 'm' }).success).toBe(false);
    expect(fieldErrorSchema.safeParse({ field: 'x', message: 'm' }).success).toBe(false);
  });
});
