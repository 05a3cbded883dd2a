import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import { pickTexts, shellTextPaths } from './shell-texts';

describe('pickTexts', () => {
  it('keeps the texts under the paths, in their structure, and nothing else', () => {
    const texts = { a: { b: 'x', c: { d: 'y' } }, e: ['z'], f: 'w' };
    expect(pickTexts(texts, ['a.c', 'e'])).toEqual({ a: { c: { d: 'y' } }, e: ['z'] });
    expect(pickTexts(texts, ['a.b', 'a.c.d'])).toEqual({ a: { b: 'x', c: { d: 'y' } } });
  });

  it('refuses a path the locale lacks', () => {
    expect(() => pickTexts({ a: { b: 'x' } }, ['a.c'])).toThrow('a.c');
  });
});

describe('the shell texts', () => {
  it('exist in both languages and are a small part of them', () => {
    for (const locale of [en, de]) {
      const shell = JSON.stringify(pickTexts(locale, shellTextPaths));
      expect(shell.length).toBeLessThan(JSON.stringify(locale).length / 10);
    }
    expect(pickTexts(de, shellTextPaths)).toHaveProperty('pages.index.title', de.pages.index.title);
  });
});
