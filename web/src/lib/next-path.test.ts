import { describe, expect, it } from 'vitest';
import { pathWithNext, returnPlace, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('returns to paths of this app, with their query and hash', () => {
    expect(safeNextPath('/app/user/assessments')).toBe('/app/user/assessments');
    expect(safeNextPath('/app/cashflow/abc?view=results#table')).toBe('/app/cashflow/abc?view=results#table');
    expect(safeNextPath('/')).toBe('/');
  });

  it('goes to the index page for another site, however the link writes it (no open redirect)', () => {
    for (const next of [
      'https://evil.example',
      'https://evil.example/app/user/assessments',
      '//evil',
      '//evil.example.com/app',
      '/\\evil.example.com',
      '\\\\evil.example.com',
      '/\t/evil.example.com',
      '/\n/evil.example.com',
      'javascript:alert(1)',
      'app/user/assessments',
      '',
    ]) {
      expect(safeNextPath(next), next).toBe('/');
    }
    expect(safeNextPath(null)).toBe('/');
  });

  it('never returns to the sign-in or sign-up page itself', () => {
    expect(safeNextPath('/app/signin?next=%2Fapp%2Fuser%2Fsettings')).toBe('/');
    expect(safeNextPath('/app/signup')).toBe('/');
  });

  it('keeps a path that only looks odd on this origin', () => {
    expect(safeNextPath('/app/../app/user/settings')).toBe('/app/user/settings');
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('pathWithNext and returnPlace', () => {
  it('links sign-in and sign-up back to the page the user is on', () => {
    expect(pathWithNext('/app/signin', '/app/cashflow?x=1')).toBe('/app/signin?next=%2Fapp%2Fcashflow%3Fx%3D1');
    expect(pathWithNext('/app/signup', '/app/questionnaire')).toBe('/app/signup?next=%2Fapp%2Fquestionnaire');
    expect(pathWithNext('/app/signin', '/')).toBe('/app/signin');
    expect(pathWithNext('/app/signin', 'https://evil.example')).toBe('/app/signin');
  });

  it('on the sign-in and sign-up pages, keeps the next they carry', () => {
    expect(returnPlace({ pathname: '/app/signin', search: '?next=%2Fapp%2Fuser%2Fsettings', hash: '' })).toBe('/app/user/settings');
    expect(returnPlace({ pathname: '/app/signup', search: '', hash: '' })).toBe('/');
    expect(returnPlace({ pathname: '/app/cashflow/1', search: '?a=b', hash: '#c' })).toBe('/app/cashflow/1?a=b#c');
  });

  it("never carries a mailed link's token into the sign-in address", () => {
    expect(returnPlace({ pathname: '/app/reset-password', search: '?id=secret-token', hash: '' })).toBe('/');
    expect(returnPlace({ pathname: '/app/confirm-email', search: '?id=secret-token', hash: '' })).toBe('/');
  });
});
