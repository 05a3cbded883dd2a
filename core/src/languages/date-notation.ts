import type { Language } from './languages';
import { notations, type DatePart } from './notations';

/** The dayjs token of each part of a date: a four-digit year, two-digit month and day. */
const tokens: Record<DatePart, string> = { year: 'YYYY', month: 'MM', day: 'DD' };

/** How a typed part reads: the year with its four digits, so that no century is guessed; day and month without a leading zero too. */
const typedParts: Record<DatePart, string> = { year: '(\\d{4})', month: '(\\d{1,2})', day: '(\\d{1,2})' };

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

const escapeForPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** A date's pattern in the language, in dayjs's tokens: `YYYY-MM-DD` in English, `DD.MM.YYYY` in German. */
export function datePatternOf(language: Language): string {
  const { dateOrder, dateMark } = notations[language];
  return dateOrder.map((part) => tokens[part]).join(dateMark);
}

/** A `YYYY-MM-DD` date as the language writes it: 2026-07-01 in English, 01.07.2026 in German; a text that is no such date stays as it is. */
export function formatDateIn(value: string, language: Language): string {
  const match = isoDate.exec(value);
  if (match === null) return value;
  const [, year = '', month = '', day = ''] = match;
  const parts: Record<DatePart, string> = { year, month, day };
  const { dateOrder, dateMark } = notations[language];
  return dateOrder.map((part) => parts[part]).join(dateMark);
}

/**
 * The `YYYY-MM-DD` text of a date typed in the language's notation ("1.7.2026" and "01.07.2026" in German, "2026-7-1"
 * in English → 2026-07-01), or null for text in another notation. Only the notation is read: whether the day exists is
 * the caller's to check.
 */
export function readDateIn(text: string, language: Language): string | null {
  const { dateOrder, dateMark } = notations[language];
  const match = new RegExp(`^${dateOrder.map((part) => typedParts[part]).join(escapeForPattern(dateMark))}$`).exec(text);
  if (match === null) return null;
  const typed = (part: DatePart): string => (match[dateOrder.indexOf(part) + 1] ?? '').padStart(2, '0');
  return `${typed('year')}-${typed('month')}-${typed('day')}`;
}

/** A moment's day and time of day in UTC as the language writes them: "2026-07-01 14:05" in English, "01.07.2026 14:05" in German. */
export function formatUtcMomentIn(at: Date, language: Language): string {
  const [date = '', time = ''] = at.toISOString().slice(0, 16).split('T');
  return `${formatDateIn(date, language)} ${time}`;
}
