/** The languages of the app: English, the spec's language and the fallback, and German. */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
