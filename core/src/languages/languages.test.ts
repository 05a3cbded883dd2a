import { describe, expect, it } from 'vitest';
import { defaultLanguage, isLanguage, languageOfTag, languages } from './languages';
import { notations } from './notations';

describe('languages', () => {
  it('falls back to English, a language of the list', () => {
    expect(defaultLanguage).toBe('en');
    expect(languages).toContain(defaultLanguage);
  });

  it('knows its own codes and nothing else', () => {
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('de-DE')).toBe(false);
    expect(isLanguage('ja')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('languageOfTag', () => {
  it('reads a regional variant as its language, and any other language as English', () => {
    expect(languageOfTag('de')).toBe('de');
    expect(languageOfTag('de-AT')).toBe('de');
    expect(languageOfTag('DE-ch')).toBe('de');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('ja-JP')).toBe('en');
    expect(languageOfTag('')).toBe('en');
    expect(languageOfTag(undefined)).toBe('en');
  });
});

describe('notations', () => {
  it('formats with a locale of the language itself, so that Intl and Accept-Language name the same language', () => {
    for (const language of languages) expect(languageOfTag(notations[language].locale)).toBe(language);
  });

  it('never uses one mark for both the decimal and the groups', () => {
    for (const language of languages) expect(notations[language].decimalMark).not.toBe(notations[language].groupMark);
  });

  it('matches the marks Intl uses for the locale', () => {
    for (const language of languages) {
      const { locale, decimalMark, groupMark } = notations[language];
      const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
      expect(parts.find((part) => part.type === 'decimal')?.value).toBe(decimalMark);
      expect(parts.find((part) => part.type === 'group')?.value).toBe(groupMark);
    }
  });

  it('writes every part of a date once', () => {
    for (const language of languages) expect([...notations[language].dateOrder].sort()).toEqual(['day', 'month', 'year']);
  });
});
