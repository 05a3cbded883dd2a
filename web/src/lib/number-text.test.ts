import { describe, expect, it } from 'vitest';
import { languages } from '@keelson/core';
import { formatNumberText, numberExample, parseNumberText, textForStoredValue } from './number-text';

describe('parseNumberText in English', () => {
  it('reads plain and grouped numbers', () => {
    expect(parseNumberText('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseNumberText('16,500,000')).toEqual({ ok: true, value: 16_500_000 });
    expect(parseNumberText('1,234.5')).toEqual({ ok: true, value: 1234.5 });
    expect(parseNumberText(' 1 200 000 ')).toEqual({ ok: true, value: 1_200_000 });
    expect(parseNumberText('-0.99')).toEqual({ ok: true, value: -0.99 });
    expect(parseNumberText('−3')).toEqual({ ok: true, value: -3 });
    expect(parseNumberText('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumberText('5.')).toEqual({ ok: true, value: 5 });
    expect(parseNumberText('0')).toEqual({ ok: true, value: 0 });
  });

  it('reads an empty field as no value', () => {
    expect(parseNumberText('')).toEqual({ ok: true, value: null });
    expect(parseNumberText('   ')).toEqual({ ok: true, value: null });
  });

  it('refuses scientific notation, suffixes, decimal commas and stray separators', () => {
    for (const text of ['-', 'abc', '2,5', '1,5', '1,00', '1e3', '7e3', '6.2k', '6.200,00', '12a', '1.2.3', '--1', '1,2345', ',5', 'Infinity', '0x10']) {
      expect(parseNumberText(text), text).toEqual({ ok: false });
    }
  });
});

describe('parseNumberText in German', () => {
  it('reads decimal commas with or without group points', () => {
    expect(parseNumberText('1,5', 'de')).toEqual({ ok: true, value: 1.5 });
    expect(parseNumberText('1234,5', 'de')).toEqual({ ok: true, value: 1234.5 });
    expect(parseNumberText('1.234,5', 'de')).toEqual({ ok: true, value: 1234.5 });
    expect(parseNumberText('6.200,00', 'de')).toEqual({ ok: true, value: 6200 });
    expect(parseNumberText('16.500.000', 'de')).toEqual({ ok: true, value: 16_500_000 });
    expect(parseNumberText('1.500', 'de')).toEqual({ ok: true, value: 1500 });
    expect(parseNumberText('-0,99', 'de')).toEqual({ ok: true, value: -0.99 });
    expect(parseNumberText(',5', 'de')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumberText('1\u00a0234,5', 'de')).toEqual({ ok: true, value: 1234.5 });
  });

  it('refuses English notation where it would change the value, and everything else that is not a number', () => {
    for (const text of ['1.5', '2.25', '1,234.5', '7e3', '6.2k', '1.2.3', '1,2,3', '12a', '1.23,4', '--1', 'abc']) {
      expect(parseNumberText(text, 'de'), text).toEqual({ ok: false });
    }
  });
});

describe('formatNumberText', () => {
  it('groups thousands and keeps decimals in the language', () => {
    expect(formatNumberText(16_500_000)).toBe('16,500,000');
    expect(formatNumberText(2.5)).toBe('2.5');
    expect(formatNumberText(1_234_567.89, 'de')).toBe('1.234.567,89');
    expect(formatNumberText(0.015, 'de')).toBe('0,015');
    expect(formatNumberText(0)).toBe('0');
    expect(formatNumberText(null)).toBe('');
    expect(formatNumberText(undefined, 'de')).toBe('');
  });

  it('gives text that reads back as the same number, in every language', () => {
    for (const language of languages) {
      for (const value of [0, 1, 999, 1000, 13_800, 6_200.5, -250_000, 0.000123, 1_234_567.891]) {
        expect(parseNumberText(formatNumberText(value, language), language)).toEqual({ ok: true, value });
      }
    }
  });
});

describe('numberExample', () => {
  it('names 1234.5 in the notation of the language', () => {
    expect(numberExample('en')).toBe('1,234.5');
    expect(numberExample('de')).toBe('1.234,5');
  });
});

describe('textForStoredValue', () => {
  it('keeps text that reads as the stored value, as typed', () => {
    expect(textForStoredValue('1,5', 1.5, 'de')).toBe('1,5');
    expect(textForStoredValue('1500', 1500, 'en')).toBe('1500');
    expect(textForStoredValue('', null, 'en')).toBe('');
  });

  it('keeps refused text while nothing is stored, so that the user can correct it', () => {
    expect(textForStoredValue('7e3', null, 'en')).toBe('7e3');
    expect(textForStoredValue('1,5', null, 'en')).toBe('1,5');
  });

  it('shows a value stored from elsewhere in place of other or refused text', () => {
    expect(textForStoredValue('7e3', 6200, 'en')).toBe('6,200');
    expect(textForStoredValue('1,5', 2.5, 'de')).toBe('2,5');
    expect(textForStoredValue('12', null, 'en')).toBe('');
    expect(textForStoredValue('1.234,5', 1_234_567.5, 'de')).toBe('1.234.567,5');
  });
});
