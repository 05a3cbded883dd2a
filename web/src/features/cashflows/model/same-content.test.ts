import type { FieldError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { errorsByPath } from './field-errors';
import { sameData, sameErrorsByPath, sameFieldErrors, sameIssues } from './same-content';

const required = (field: string): FieldError => ({ field, rule: 'required', params: {}, message: `${field} is required` });
const atLeast = (field: string, min: number): FieldError => ({ field, rule: 'min', params: { min }, message: `${field} must be at least ${min}` });

describe('same content', () => {
  it('finds a new list of the same field errors the same, and one that differs in a field, rule or param not', () => {
    expect(sameFieldErrors([required('a'), atLeast('b', 0)], [required('a'), atLeast('b', 0)])).toBe(true);
    expect(sameFieldErrors([required('a')], [required('b')])).toBe(false);
    expect(sameFieldErrors([atLeast('b', 0)], [atLeast('b', 1)])).toBe(false);
    expect(sameFieldErrors([required('a')], [required('a'), required('b')])).toBe(false);
    expect(sameFieldErrors(null, [])).toBe(false);
    expect(sameFieldErrors(null, null)).toBe(true);
  });

  it('compares errors by path', () => {
    expect(sameErrorsByPath(errorsByPath([required('a'), atLeast('b', 0)]), errorsByPath([required('a'), atLeast('b', 0)]))).toBe(true);
    expect(sameErrorsByPath(errorsByPath([required('a')]), errorsByPath([atLeast('a', 0)]))).toBe(false);
    expect(sameErrorsByPath(errorsByPath([required('a')]), errorsByPath([]))).toBe(false);
  });

  it('compares the sections’ counts of fields to do', () => {
    expect(sameIssues(new Map([['vessel', 1]]), new Map([['vessel', 1]]))).toBe(true);
    expect(sameIssues(new Map([['vessel', 1]]), new Map([['vessel', 2]]))).toBe(false);
    expect(sameIssues(null, new Map())).toBe(false);
  });

  it('compares plain data by its content', () => {
    expect(sameData({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toBe(true);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
  });
});
