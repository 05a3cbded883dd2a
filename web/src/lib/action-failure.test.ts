import { KeelsonError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { actionFailureOf, isStaleWrite, recordLimitOf } from './action-failure';
import { fieldErrorText } from './field-error-text';

const stale = new KeelsonError(1012, {
  message: 'The cashflow was changed in the meantime',
  errors: [{ field: 'updated', rule: 'stale', message: 'is stale' }],
  status: 409,
});

describe('isStaleWrite', () => {
  it('is a 409 with code 1012, unless a field error says a read-only id is taken', () => {
    expect(isStaleWrite(new KeelsonError(1012, { errors: [{ field: 'readonlyIds', rule: 'linkTaken', message: 'Is already in use' }], status: 409 }))).toBe(
      false,
    );
    expect(isStaleWrite(stale)).toBe(true);
    expect(isStaleWrite(new KeelsonError(1012, { message: 'The analysis was changed in the meantime', status: 409 }))).toBe(true);
  });

  it('is not a bad body (1012 with another status), nor any other failure', () => {
    expect(isStaleWrite(new KeelsonError(1012, { errors: [{ field: 'updated', rule: 'stale', message: 'is stale' }], status: 400 }))).toBe(false);
    expect(isStaleWrite(new KeelsonError(1012))).toBe(false);
    expect(isStaleWrite(new KeelsonError(1010, { status: 409 }))).toBe(false);
    expect(isStaleWrite(new Error('409'))).toBe(false);
  });
});

describe('actionFailureOf', () => {
  it('asks to sign in on the unauthorized codes', () => {
    expect(actionFailureOf(new KeelsonError(1009))).toBe('unauthorized');
    expect(actionFailureOf(new KeelsonError(1006))).toBe('unauthorized');
  });

  it('recognises a stale write', () => {
    expect(actionFailureOf(stale)).toBe('stale');
  });

  it('treats a bad body and everything else as a plain failure', () => {
    expect(actionFailureOf(new KeelsonError(1012, { errors: [{ field: 'title', rule: 'invalid', message: 'too long' }], status: 400 }))).toBe('failed');
    expect(actionFailureOf(new KeelsonError(1010))).toBe('failed');
    expect(actionFailureOf(new KeelsonError(1000))).toBe('failed');
    expect(actionFailureOf(new Error('network'))).toBe('failed');
  });
});

describe('recordLimitOf', () => {
  const limit = { field: 'ownerId', rule: 'recordLimit', params: { max: 1000 }, message: 'already holds the most records' };

  it('finds the field error of a create beyond the record limit, which the web words with its maximum', () => {
    expect(recordLimitOf(new KeelsonError(1012, { errors: [limit], status: 400 }))).toEqual(limit);
    expect(fieldErrorText(limit)).toBe('You already keep the most records of this kind an account may hold (1,000); delete one to save another');
  });

  it('is nothing for any other failure', () => {
    expect(recordLimitOf(stale)).toBeUndefined();
    expect(recordLimitOf(new KeelsonError(1011, { errors: [limit] }))).toBeUndefined();
    expect(recordLimitOf(new Error('network'))).toBeUndefined();
  });
});
