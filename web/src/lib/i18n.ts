import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import de from '../locales/de.json';
import en from '../locales/en.json';

export const defaultNamespace = 'translation';
export const resources = { en: { translation: en }, de: { translation: de } } as const;

/** The languages of the app: English, the spec's language and the fallback, and German. */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

/** Where the browser remembers the chosen language (localStorage), read before the browser's own preference. */
export const languageStorageKey = 'keelson.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['en'];
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The active language as one of the app's: `de` for German in any region, English for everything else. */
export function activeLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

/** `<html lang>` names the language the page is in, for screen readers, hyphenation and the browser's translation offer. */
function markDocumentLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = activeLanguage();
}

/**
 * Every text a user reads comes from here. The language is the one chosen before (localStorage), else the
 * browser's (navigator), else English; a regional variant counts as its language (`de-AT` → `de`).
 */
export const i18n = i18next.createInstance();
i18n.on('languageChanged', markDocumentLanguage);
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: languages,
    nonExplicitSupportedLngs: true,
    fallbackLng: 'en',
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: languageStorageKey,
      caches: ['localStorage'],
      // `de-DE` is stored and reported as `de`: the server, `<html lang>` and the switch all speak the app's codes.
      convertDetectedLanguage: (language) => language.split('-')[0] ?? language,
    },
  });
markDocumentLanguage();
