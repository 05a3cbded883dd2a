import { defaultLanguage, isLanguage, languages, type Language } from '@keelson/core';
import i18next, { type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import startingResources from 'virtual:shell-texts';
import type en from '../locales/en.json';
import { shellNamespace } from './shell-texts';

/** Every text of a language (`locales/<language>.json`); it comes in its own chunk, with the pages that need it. */
export const defaultNamespace = 'translation';

/** Where the browser remembers the chosen language (localStorage), read before the browser's own preference. */
export const languageStorageKey = 'keelson.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: { translation: typeof en };
  }
}

/** The active language as one of the app's (core's `languages`), else the default. */
export function activeLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}

/** `<html lang>` names the language the page is in, for screen readers, hyphenation and the browser's translation offer. */
function markDocumentLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = activeLanguage();
}

/** The browser's storage, where there is one that may be used (not in Node, not when the browser refuses it). */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The language chosen before (localStorage), else the browser's preferences (navigator) in their order; a regional
 * variant counts as its language (`de-DE` → `de`), so that the server, `<html lang>` and the switch all speak the app's
 * codes. i18next takes the first the app has, else English, and remembers the language it shows (`cacheUserLanguage`).
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const chosen = browserStorage()?.getItem(languageStorageKey) ?? null;
    const preferred: readonly string[] =
      typeof navigator === 'undefined' ? [] : Array.isArray(navigator.languages) ? navigator.languages : [navigator.language];
    const candidates = [...(chosen === null ? [] : [chosen]), ...preferred].map((language) => language.split('-')[0] ?? language);
    return candidates.length > 0 ? candidates : undefined;
  },
  cacheUserLanguage(language) {
    try {
      browserStorage()?.setItem(languageStorageKey, language);
    } catch {
      // A full or refused storage: the choice lasts as long as the page.
    }
  },
};

/**
 * Every text a user reads comes from here. The language is the one chosen before (localStorage), else the
 * browser's (navigator), else English; a regional variant counts as its language (`de-AT` → `de`).
 */
export const i18n = i18next.createInstance();
i18n.on('languageChanged', markDocumentLanguage);
void i18n
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    // The shell's texts in both languages (lib/shell-texts.ts), in the first script: the index page needs no other.
    resources: startingResources,
    supportedLngs: languages,
    nonExplicitSupportedLngs: true,
    fallbackLng: defaultLanguage,
    ns: [shellNamespace],
    defaultNS: defaultNamespace,
    // Until a language's own texts are loaded, the shell's are found here; they are the same texts.
    fallbackNS: shellNamespace,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
markDocumentLanguage();

const textsOf: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};
const loading = new Map<Language, Promise<void>>();
let appTextsWanted = false;

/** Loads (once) every text of a language into the default namespace. */
function loadTextsOf(language: Language): Promise<void> {
  let loaded = loading.get(language);
  if (loaded === undefined) {
    loaded = textsOf[language]().then(
      (texts) => void i18n.addResourceBundle(language, defaultNamespace, texts.default, true, true),
      (error: unknown) => {
        // A failed chunk (offline, a new deployment) is tried again by the next page that asks.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, loaded);
  }
  return loaded;
}

/**
 * Every text of the active language, before a page other than the shell's renders (the lazy routes wait for it, so
 * that no page shows a key instead of its text). From then on, a change of language loads the new language's texts
 * before the page changes to it (`changeLanguage`).
 */
export async function loadAppTexts(): Promise<void> {
  appTextsWanted = true;
  let language = activeLanguage();
  await loadTextsOf(language);
  // The language may have changed while its texts were loading.
  while (language !== activeLanguage()) {
    language = activeLanguage();
    await loadTextsOf(language);
  }
}

/** Changes the language of the page, after loading its texts when a page that needs them has been shown. */
export async function changeLanguage(language: Language): Promise<void> {
  if (appTextsWanted) await loadTextsOf(language);
  await i18n.changeLanguage(language);
}
