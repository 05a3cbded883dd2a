import { describe, expect, it } from 'vitest';
import { formatNumberText, parseNumberText } from './number-text';

describe('parseNumberText', () => {
  it('reads plain and grouped numbers', () => {
    expect(parseNumberText('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseNumberText('16,500,000')).toEqual({ ok: true, value: 16_500_000 });
    expect(parseNumberText(' 1 200 000 ')).toEqual({ ok: true, value: 1_200_000 });
    expect(parseNumberText('-0.99')).toEqual({ ok: true, value: -0.99 });
    expect(parseNumberText('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumberText('5.')).toEqual({ ok: true, value: 5 });
    expect(parseNumberText('0')).toEqual({ ok: true, value: 0 });
  });

  it('reads an empty field as no value', () => {
    expect(parseNumberText('')).toEqual({ ok: true, value: null });
    expect(parseNumberText('   ')).toEqual({ ok: true, value: null });
  });

  it('rejects what is not a number yet, so the field can keep the text', () => {
    for (const text of ['-', 'abc', '2,5', '1,00', '1e3', '12a', '1.2.3', '--1']) expect(parseNumberText(text)).toEqual({ ok: false });
  });
});

describe('formatNumberText', () => {
  it('groups thousands and keeps decimals', () => {
    expect(formatNumberText(16_500_000)).toBe('16,500,000');
    expect(formatNumberText(2.5)).toBe('2.5');
    expect(formatNumberText(0)).toBe('0');
    expect(formatNumberText(null)).toBe('');
    expect(formatNumberText(undefined)).toBe('');
  });

  it('gives text that reads back as the same number', () => {
    for (const value of [0, 1, 999, 1000, 13_800, 6_200.5, -250_000, 0.000123]) expect(parseNumberText(formatNumberText(value))).toEqual({ ok: true, value });
  });
});
