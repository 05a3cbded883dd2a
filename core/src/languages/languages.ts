/**
 * The one list of the languages Keelson speaks: the screens, the exports, the e-mails, the API reference and the
 * stored language of a user all derive from it. A language is named by its ISO 639-1 code, the primary subtag of a
 * BCP 47 tag, which is what Accept-Language, `?lang=` and `<html lang>` carry.
 */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

/** English: the spec's language, the one every text is written in first, and the language of anyone who names none. */
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language of a BCP 47 tag: `de-AT` → `de`, `EN-gb` → `en`; a tag of a language Keelson does not speak → English. */
export function languageOfTag(tag: string | undefined): Language {
  const primary = tag?.split('-')[0]?.toLowerCase();
  return isLanguage(primary) ? primary : defaultLanguage;
}
