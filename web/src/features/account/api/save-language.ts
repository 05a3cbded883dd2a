import { publicUserSchema, type Language } from '@keelson/core';
import { apiRequest } from '../../../lib/api-client';
import { whileSavingLanguage } from '../../../lib/app-language';
import { useSessionStore } from '../../../lib/session-store';

/**
 * Remembers the signed-in user's choice of language in their profile (`PUT /api/users/{id}` with
 * `{ user: { language } }`), so that it follows them to other browsers and their e-mails are written in it.
 * A visitor who is not signed in has no profile: their choice stays in the browser (localStorage `keelson.language`,
 * written by the language detector), as it does when the profile cannot be saved.
 */
export async function saveLanguageToProfile(language: Language): Promise<void> {
  const { me } = useSessionStore.getState();
  if (me === null || me.language === language) return;
  try {
    await whileSavingLanguage(async () => {
      const user = await apiRequest('PUT', `/api/users/${encodeURIComponent(me.id)}`, { content: publicUserSchema, body: { user: { language } } });
      useSessionStore.getState().userChanged(user);
    });
  } catch {
    // The page is already in the chosen language and the browser remembers it; the profile keeps the old one.
  }
}
