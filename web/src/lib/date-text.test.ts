import { describe, expect, it } from 'vitest';
import { languages } from '@keelson/core';
import { modelDateRange, parseDateText } from './date-text';
import { formatDate } from './format';

describe('parseDateText', () => {
  it('reads German dates with points, with or without leading zeros', () => {
    expect(parseDateText('01.07.2026', 'de')).toEqual({ ok: true, value: '2026-07-01' });
    expect(parseDateText('1.7.2026', 'de')).toEqual({ ok: true, value: '2026-07-01' });
    expect(parseDateText(' 29.02.2024 ', 'de')).toEqual({ ok: true, value: '2024-02-29' });
  });

  it('reads English dates as year, month and day', () => {
    expect(parseDateText('2026-07-01', 'en')).toEqual({ ok: true, value: '2026-07-01' });
    expect(parseDateText('2026-7-1', 'en')).toEqual({ ok: true, value: '2026-07-01' });
  });

  it('reads an empty field as no date', () => {
    expect(parseDateText('', 'de')).toEqual({ ok: true, value: null });
    expect(parseDateText('  ', 'en')).toEqual({ ok: true, value: null });
  });

  it('refuses other notations, days that do not exist and days outside the model years', () => {
    for (const text of ['07/01/2026', '2026-07-01', '01.07.26', '31.02.2026', '01.13.2026', '31.12.1899', '01.01.2200', '1.7.2026x', 'heute']) {
      expect(parseDateText(text, 'de'), text).toEqual({ ok: false });
    }
    for (const text of ['07/01/2026', '01.07.2026', '2026-02-30', '1899-12-31', '2200-01-01', 'Jul 1, 2026']) {
      expect(parseDateText(text, 'en'), text).toEqual({ ok: false });
    }
    expect(parseDateText('01.01.1900', 'de')).toEqual({ ok: true, value: modelDateRange.min });
    expect(parseDateText('31.12.2199', 'de')).toEqual({ ok: true, value: modelDateRange.max });
  });
});

describe('dates as the app shows them', () => {
  it('read back as the same date, in every language', () => {
    for (const language of languages) {
      expect(parseDateText(formatDate('2031-12-31', language), language)).toEqual({ ok: true, value: '2031-12-31' });
      expect(parseDateText(formatDate(modelDateRange.min, language), language)).toEqual({ ok: true, value: modelDateRange.min });
    }
  });
});
