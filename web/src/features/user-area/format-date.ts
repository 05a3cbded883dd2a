import { parseDate } from '@keelson/core';

/** A calendar date (`YYYY-MM-DD`) for tables, "1 Jul 2026", the same day in every time zone; other texts as they are. */
export function formatCalendarDay(text: string, locale: string): string {
  if (parseDate(text) === null) return text;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${text}T00:00:00Z`));
}

/** A moment for tables, in the page's language and the reader's time zone: "22 Nov 2026, 14:05". */
export function formatMoment(iso: string, locale: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
