import { isLanguage, type Language } from '@keelson/core';
import { activeLanguage, changeLanguage } from './i18n';

/**
 * Changes the language of the app at once, without a reload; the browser remembers it (the language detector's
 * localStorage). What the server words in the request's language (ship-type names, templates, messages) is
 * fetched again: the data cache follows the language (app/router.tsx, `loadDataCache`).
 */
export async function changeAppLanguage(language: Language): Promise<void> {
  if (language === activeLanguage()) return;
  await changeLanguage(language);
}

let savesInFlight = 0;

/**
 * Runs the saving of a language chosen in this browser to the profile. Until it is done, the profile's language
 * is not adopted (`adoptProfileLanguage`): a current-user check answered meanwhile still names the old one.
 */
export async function whileSavingLanguage<T>(save: () => Promise<T>): Promise<T> {
  savesInFlight += 1;
  try {
    return await save();
  } finally {
    savesInFlight -= 1;
  }
}

/**
 * After sign-in and each current-user check: a signed-in user reads Keelson in their profile's language, so that
 * a choice made in another browser follows them here. Nothing changes while a choice made here is being saved.
 */
export function adoptProfileLanguage(language: Language | undefined): void {
  // A session that an older version of the app kept in the browser has no language: nothing to adopt.
  if (savesInFlight > 0 || !isLanguage(language) || language === activeLanguage()) return;
  void changeAppLanguage(language);
}
