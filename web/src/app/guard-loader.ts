import { redirect, type LoaderFunctionArgs } from 'react-router';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/notifications';
import { checkSession } from '../lib/session';
import { guardRedirect, secondFactorSetupPath, type Area } from './guards';

/**
 * A loader that lets a visit through, or redirects it as docs/spec/product-spec.md section 6 says, after the current-user
 * check; a signed-in user sent from the admin area to the index page is told why.
 */
export function guard(area: Area) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const session = await checkSession();
    const target = guardRedirect(area, session, new URL(request.url));
    if (target === secondFactorSetupPath) notify('warning', i18n.t('pages.userSettings.secondFactor.requiredForAdmin'));
    if (area === 'adminArea' && target === '/') notify('warning', i18n.t('nav.adminAreaRefused'));
    if (target !== null) throw redirect(target);
    return null;
  };
}
