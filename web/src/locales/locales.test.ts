import { readdirSync, readFileSync } from 'node:fs';
import { defaultLanguage, languages } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { developerWordsIn } from '../test/developer-words';
import de from './de.json';
import en from './en.json';

/** Every text of a locale by its path: `pages.index.features[0].title` → "Cashflow model". */
function texts(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => texts(item, `${path}[${index}]`, into));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) texts(item, path === '' ? key : `${path}.${key}`, into);
  } else into.set(path, `<${typeof value}>`);
  return into;
}

/** The placeholders i18next fills in a text, `{{name}}` and nested `$t(key)`, in order of their names. */
function placeholders(text: string): string[] {
  return (text.match(/\{\{[^}]+\}\}|\$t\([^)]*\)/g) ?? []).sort();
}

/**
 * Words that read the same in English and German, so that a German text may equal the English one:
 * - proper nouns and abbreviations the glossary keeps in both languages: Keelson, CFADS, CSV, DSCR, LTV, WACC;
 * - the ISDA names of day-count conventions, which German finance uses as they are: actual (30/360 (US));
 * - words the glossary gives as the German term or that German spells the same: Administrator, Alternative,
 *   Cashflow, Downloads, Name, Text, Tranche, Version.
 */
const sameInBothLanguages = new Set(['Keelson', 'CFADS', 'CSV', 'DSCR', 'LTV', 'WACC', 'actual', 'Actual', 'US']);
for (const word of [
  'Administrator',
  'Alternative',
  'Cashflow',
  'Computer',
  'Tablet',
  'Downloads',
  'Name',
  'Text',
  'Tranche',
  'Version',
  'Portfolio',
  'Portfolios',
  'Import',
  'Status',
  'Segment',
  'Covenant',
  'Median',
  'Problem',
])
  sameInBothLanguages.add(word);

/** The words of a text outside its placeholders; a single letter is a unit ("t") or a sign, not a word. */
function words(text: string): string[] {
  return text.replace(/\{\{[^}]+\}\}|\$t\([^)]*\)/g, ' ').match(/\p{L}{2,}/gu) ?? [];
}

describe('the locales', () => {
  it('are one file per language of core’s list, as the build picks the shell’s texts from them (vite.config.ts)', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.json'));
    expect(files.toSorted()).toEqual(languages.map((language) => `${language}.json`).toSorted());
  });
});

const english = texts(en);
const german = texts(de);

/** Every locale but the default one's, read from its file: each must have the default's keys, structure and placeholders. */
const translations = languages
  .filter((language) => language !== defaultLanguage)
  .map((language) => ({ language, locale: JSON.parse(readFileSync(new URL(`./${language}.json`, import.meta.url), 'utf8')) as unknown }));

describe.each(translations)('the $language locale', ({ locale }) => {
  const translated = texts(locale);

  it('has every English key, and no key English lacks', () => {
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has the same structure: objects, lists of the same length, texts', () => {
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shape)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]))
          : typeof value;
    expect(shape(locale)).toEqual(shape(en));
  });

  it('fills the same placeholders as English in every text', () => {
    const differing = [...english].filter(([key, text]) => translated.has(key) && placeholders(translated.get(key) ?? '').join() !== placeholders(text).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('leaves no text empty, in either language', () => {
    expect([...english].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});

describe('the German locale', () => {
  it('leaves no text in English: a text equal to the English one has only words that read the same in both', () => {
    const untranslated = [...english].filter(([key, text]) => german.get(key) === text && !words(text).every((word) => sameInBothLanguages.has(word)));
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('quotes with German quotation marks („…“), not English ones (“…”)', () => {
    expect([...german].filter(([, text]) => /“[^„]*”/.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('the check for English left in German', () => {
  it('passes names, units and placeholders, and catches English words', () => {
    expect(words('© {{year}} Keelson').every((word) => sameInBothLanguages.has(word))).toBe(true);
    expect(words('{{symbol}}/t')).toEqual([]);
    expect(words('Tranche {{number}}').every((word) => sameInBothLanguages.has(word))).toBe(true);
    expect(words('Minimum DSCR').every((word) => sameInBothLanguages.has(word))).toBe(false);
  });
});

describe('the texts a user reads', () => {
  it.each([
    ['en', english],
    ['de', german],
  ])('name no file, path or section of the specification, nor the engine by its package (%s)', (_language, locale) => {
    const named = [...locale].filter(([, text]) => developerWordsIn(text).length > 0);
    expect(named.map(([key, text]) => `${key}: ${developerWordsIn(text).join(', ')} in "${text}"`)).toEqual([]);
  });

  it('are scanned for what a credit analyst does not read, and not for units or day counts', () => {
    expect(developerWordsIn('The valuation of docs/spec/calculation.md section 8, with live formulas')).toEqual([
      'the documentation folder',
      'a file path',
      'a file name',
      'a section of the specification',
    ]);
    expect(developerWordsIn('Die Bewertung nach calculation.md, Abschnitt 8')).toEqual(['a file name', 'a section of the specification']);
    expect(developerWordsIn('see web/src/locales/en.json')).toEqual(['a file path', 'a file name']);
    expect(developerWordsIn("Each value is core's full calculation of the changed cashflow.")).toEqual(['the engine by its package name']);
    for (const text of ['30/360 (US)', 'Actual/360', 'Operating expenses ($/day)', 'Steel price ($/t)', 'Sections of the form', 'within core hours', '§ 5 DDG'])
      expect(developerWordsIn(text), text).toEqual([]);
  });
});
