import type { Language } from '../../../lib/i18n';

/**
 * Remembers the signed-in user's choice of language in their profile, so that it follows them to other browsers
 * (issue 12); a visitor who is not signed in has no profile, and their choice stays in the browser.
 *
 * The profile has no language field yet (core's `profileSchema` lists none, and `PUT /api/users/{id}` would refuse
 * one), so this sends nothing: the choice is kept in the browser only (localStorage `keelson.language`, written by
 * the language detector). When the profile gains `language: 'en' | 'de'`, this becomes the users call
 * `PUT /api/users/{id}` with `{ user: { language } }` for the signed-in user.
 */
export function saveLanguageToProfile(_language: Language): Promise<void> {
  return Promise.resolve();
}
