import { KeelsonError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { actionFailureOf } from './action-failure';

describe('actionFailureOf', () => {
  it('classifies failures', () => {
    expect(actionFailureOf(new KeelsonError(1009), { isUpdate: false })).toBe('unauthorized');
    expect(actionFailureOf(new KeelsonError(1012, { errors: [{ field: 'updated', message: 'stale' }] }), { isUpdate: true })).toBe('stale');
    expect(actionFailureOf(new KeelsonError(1012, { errors: [{ field: 'title', message: 'bad' }] }), { isUpdate: true })).toBe('failed');
    expect(actionFailureOf(new Error('x'), { isUpdate: true })).toBe('failed');
  });
});
