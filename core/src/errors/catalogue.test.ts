import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes, ErrorCodes, httpStatusOf, isErrorCode } from './catalogue';
import { KeelsonError } from './keelson-error';

describe('error catalogue', () => {
  it('holds exactly the codes 1000 to 1012 of the spec', () => {
    expect(errorCodes).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012]);
  });

  it('gives every code a distinct name and a message', () => {
    const names = errorCodes.map((code) => errorCatalogue[code].name);
    expect(new Set(names).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(errorCatalogue[code].message.length).toBeGreaterThan(0);
  });

  it('maps codes to the HTTP statuses of docs/DESIGN.md', () => {
    expect(httpStatusOf(1012)).toBe(400);
    expect(httpStatusOf(1006)).toBe(401);
    expect(httpStatusOf(1009)).toBe(401);
    expect(httpStatusOf(1009, { signedIn: true })).toBe(403);
    expect(httpStatusOf(1010)).toBe(404);
    expect(httpStatusOf(1004)).toBe(409);
    expect(httpStatusOf(1011)).toBe(429);
    expect(httpStatusOf(1000)).toBe(500);
    expect(httpStatusOf(1005)).toBe(500);
  });

  it('names codes for call sites', () => {
    expect(ErrorCodes.notFound).toBe(1010);
    expect(ErrorCodes.invalidRequest).toBe(1012);
    expect(ErrorCodes.tooManyAttempts).toBe(1011);
  });

  it('recognises only catalogue codes', () => {
    expect(isErrorCode(1010)).toBe(true);
    expect(isErrorCode(999)).toBe(false);
    expect(isErrorCode('1010')).toBe(false);
  });

  it('carries the catalogue message unless one is given', () => {
    expect(new KeelsonError(1010).message).toBe('Not found');
    const error = new KeelsonError(1012, { message: 'Bad', errors: [{ field: 'email', rule: 'emailInvalid', message: 'E-mail must be valid' }] });
    expect(error.message).toBe('Bad');
    expect(error.errors).toEqual([{ field: 'email', rule: 'emailInvalid', message: 'E-mail must be valid' }]);
  });
});
