import { redirect, type LoaderFunctionArgs } from 'react-router';
import { checkSession } from '../lib/session';
import { guardRedirect, type Area } from './guards';

/** A loader that lets a visit through, or redirects it as docs/spec/product-spec.md section 6 says, after the current-user check. */
export function guard(area: Area) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const session = await checkSession();
    const target = guardRedirect(area, session, new URL(request.url));
    if (target !== null) throw redirect(target);
    return null;
  };
}
