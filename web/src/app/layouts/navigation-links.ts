import type { ParseKeys } from 'i18next';
import type { View } from '@keelson/core';

export type NavigationLink = { to: string; label: ParseKeys };
/** `phoneOnly`: the group repeats what the header shows from the xs breakpoint on, for the screens where it cannot. */
export type NavigationGroup = { label: ParseKeys; links: NavigationLink[]; phoneOnly?: boolean };

/**
 * The app's navigation for a session: public pages for all, the areas for those who may enter them, and for a visitor
 * the ways into an account, each coming back to `signInPaths`' place (on a phone the header has no room for sign-up).
 */
export function navigationFor(session: { isSignedIn: boolean; views: readonly View[] }, signInPaths: { signin: string; signup: string }): NavigationGroup[] {
  const groups: NavigationGroup[] = [
    {
      label: 'nav.appNavigation',
      links: [
        { to: '/app/cashflow', label: 'nav.cashflow' },
        { to: '/app/questionnaire', label: 'nav.questionnaire' },
      ],
    },
  ];
  if (!session.isSignedIn) {
    groups.push({
      label: 'nav.account',
      links: [
        { to: signInPaths.signin, label: 'nav.signin' },
        { to: signInPaths.signup, label: 'nav.signup' },
      ],
      phoneOnly: true,
    });
  }
  if (session.isSignedIn && session.views.includes('userArea')) {
    groups.push({
      label: 'nav.userArea',
      links: [
        { to: '/app/user/assessments', label: 'nav.assessments' },
        { to: '/app/user/questionnaires', label: 'nav.questionnaires' },
        { to: '/app/user/portfolios', label: 'nav.portfolios' },
        { to: '/app/user/downloads', label: 'nav.downloads' },
        { to: '/app/user/settings', label: 'nav.settings' },
      ],
    });
  }
  if (session.isSignedIn && session.views.includes('adminArea')) {
    groups.push({
      label: 'nav.adminArea',
      links: [
        { to: '/app/admin/area', label: 'nav.adminOverview' },
        { to: '/app/admin/users', label: 'nav.users' },
        { to: '/app/admin/assessments', label: 'nav.assessments' },
        { to: '/app/admin/questionnaires', label: 'nav.questionnaires' },
        { to: '/app/admin/portfolios', label: 'nav.portfolios' },
      ],
    });
  }
  return groups;
}
