import { describe, expect, it } from 'vitest';
import { viewsForRoles } from './session';

describe('viewsForRoles', () => {
  it('gives every user the user area', () => {
    expect(viewsForRoles(['user'])).toEqual(['userArea']);
    expect(viewsForRoles([])).toEqual(['userArea']);
  });

  it('gives an administrator the admin area as well', () => {
    expect(viewsForRoles(['user', 'admin'])).toEqual(['userArea', 'adminArea']);
  });
});
