import { languages, notations } from '@keelson/core';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import './dates-in-language';

describe('the date pickers in every language', () => {
  it('have the dayjs locale of each language’s notation, with its own month names', () => {
    for (const language of languages) {
      const locale = notations[language].datePickerLocale;
      expect(Object.keys(dayjs.Ls), language).toContain(locale);
      expect(dayjs('2026-07-01').locale(locale).format('MMMM')).toBe(
        new Intl.DateTimeFormat(notations[language].locale, { month: 'long' }).format(new Date(Date.UTC(2026, 6, 1))),
      );
    }
  });
});
