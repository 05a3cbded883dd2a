import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../lib/next-path';
import { guardRedirect, signinPathFor } from './guards';

const anonymous = { isSignedIn: false, views: [] };
const user = { isSignedIn: true, views: ['userArea'] as const };
const admin = { isSignedIn: true, views: ['userArea', 'adminArea'] as const };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('guardRedirect', () => {
  it('lets everyone into public routes', () => {
    expect(guardRedirect('public', anonymous, at('/app/cashflow'))).toBeNull();
  });

  it('sends an anonymous visitor of the user area to sign-in with the full path', () => {
    expect(guardRedirect('userArea', anonymous, at('/app/user/assessments'))).toBe('/app/signin?next=%2Fapp%2Fuser%2Fassessments');
    expect(guardRedirect('adminArea', anonymous, at('/app/admin/users', '?q=ann'))).toBe('/app/signin?next=%2Fapp%2Fadmin%2Fusers%3Fq%3Dann');
  });

  it('lets a signed-in user into the user area but not the admin area', () => {
    expect(guardRedirect('userArea', user, at('/app/user/settings'))).toBeNull();
    expect(guardRedirect('adminArea', user, at('/app/admin/area'))).toBe('/');
  });

  it('lets an administrator into both areas', () => {
    expect(guardRedirect('userArea', admin, at('/app/user/settings'))).toBeNull();
    expect(guardRedirect('adminArea', admin, at('/app/admin/users'))).toBeNull();
  });

  it('sends an administrator who must set up a second factor first to the settings, but lets them into the user area', () => {
    const required = { ...admin, secondFactorSetupRequired: true };
    expect(guardRedirect('adminArea', required, at('/app/admin/users'))).toBe('/app/user/settings?secondFactor=required');
    expect(guardRedirect('userArea', required, at('/app/user/settings'))).toBeNull();
    expect(guardRedirect('adminArea', { ...user, secondFactorSetupRequired: true }, at('/app/admin/area'))).toBe('/');
  });
});

describe('signinPathFor', () => {
  it('keeps the hash as part of the path to return to', () => {
    expect(signinPathFor({ pathname: '/app/user/downloads', search: '', hash: '#xlsx' })).toBe('/app/signin?next=%2Fapp%2Fuser%2Fdownloads%23xlsx');
  });
});

describe('safeNextPath', () => {
  it('returns to paths of this app', () => {
    expect(safeNextPath('/app/user/assessments')).toBe('/app/user/assessments');
  });

  it('goes to the index page without a next or for a foreign target', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('https://evil.example.com')).toBe('/');
    expect(safeNextPath('//evil.example.com/app')).toBe('/');
    expect(safeNextPath('/\\evil.example.com')).toBe('/');
  });
});
