import { KeelsonError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { actionFailureOf } from './action-failure';

describe('actionFailureOf', () => {
  it('asks to sign in on the unauthorized code', () => {
    expect(actionFailureOf(new KeelsonError(1009), { isUpdate: false })).toBe('unauthorized');
    expect(actionFailureOf(new KeelsonError(1006), { isUpdate: true })).toBe('unauthorized');
  });

  it('recognises a stale update: 1012 without field errors, or naming `updated`', () => {
    expect(actionFailureOf(new KeelsonError(1012, { message: 'The cashflow was changed in the meantime' }), { isUpdate: true })).toBe('stale');
    expect(actionFailureOf(new KeelsonError(1012, { errors: [{ field: 'updated', message: 'is stale' }] }), { isUpdate: true })).toBe('stale');
  });

  it('treats a bad body, a create, and everything else as a plain failure', () => {
    expect(actionFailureOf(new KeelsonError(1012, { errors: [{ field: 'title', message: 'too long' }] }), { isUpdate: true })).toBe('failed');
    expect(actionFailureOf(new KeelsonError(1012), { isUpdate: false })).toBe('failed');
    expect(actionFailureOf(new KeelsonError(1010), { isUpdate: true })).toBe('failed');
    expect(actionFailureOf(new KeelsonError(1000), { isUpdate: false })).toBe('failed');
    expect(actionFailureOf(new Error('network'), { isUpdate: false })).toBe('failed');
  });
});
