import type { View } from '@keelson/core';

export type Area = 'public' | 'userArea' | 'adminArea';
type Session = { isSignedIn: boolean; views: readonly View[]; secondFactorSetupRequired?: boolean };

/** Where an administrator sets up the second factor that the server requires before the admin area (REQUIRE_ADMIN_MFA). */
export const secondFactorSetupPath = '/app/user/settings?secondFactor=required';
type Place = { pathname: string; search: string; hash?: string };

/** The sign-in page that comes back to this place afterwards. */
export function signinPathFor(place: Place): string {
  return `/app/signin?next=${encodeURIComponent(`${place.pathname}${place.search}${place.hash ?? ''}`)}`;
}

/**
 * Where a visit to an area must go instead, or null to let it through (docs/spec/product-spec.md section 6): an
 * anonymous visit to a user or admin route goes to sign-in with `next` set to the full path; a
 * signed-in user without the admin view on an admin route goes to the index page. An administrator whom the server
 * requires to set up a second factor first goes to the settings, where that is done.
 */
export function guardRedirect(area: Area, session: Session, place: Place): string | null {
  if (area === 'public') return null;
  if (!session.isSignedIn) return signinPathFor(place);
  if (area === 'adminArea' && !session.views.includes('adminArea')) return '/';
  if (area === 'adminArea' && session.secondFactorSetupRequired === true) return secondFactorSetupPath;
  return null;
}
