import type { DateText } from '../cashflow/result-types';
import { addDays, formatDate, parseDate } from '../dates/day-number';
import type { CalendarEntry } from './calendar';

/** One loan's test date in the iCalendar file: the entries of the calendar for that loan and date, in their order. */
export type CalendarEvent = { loanId: string; title: string; shipName: string | null; currency: string; date: DateText; entries: CalendarEntry[] };

/** The words of an event: the web writes them in the user's language. */
export type CalendarTexts = { summary: (event: CalendarEvent) => string; description: (event: CalendarEvent) => string };

const lineBreak = '\r\n';
const maxLineOctets = 75;

/** A TEXT value of RFC 5545 section 3.3.11: backslash, semicolon and comma escaped, every line break as `\n`. */
export function escapeIcsText(text: string): string {
  return text.replace(/[\\;,]/g, (mark) => `\\${mark}`).replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded as RFC 5545 section 3.1 asks: at most 75 octets a line, each continuation starting with one
 * space, never inside a character's UTF-8 octets.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation's leading space is one of its 75 octets.
    const limit = parts.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join(`${lineBreak} `);
}

/** `YYYY-MM-DD` as an iCalendar DATE. */
function icsDate(date: DateText): string {
  return date.replaceAll('-', '');
}

/** A moment as an iCalendar UTC DATE-TIME, `YYYYMMDDTHHMMSSZ`. */
function icsMoment(moment: string): string {
  const time = Date.parse(moment);
  if (!Number.isFinite(time)) throw new RangeError(`not a moment: ${moment}`);
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The calendar's entries grouped by loan and test date, in the order their first entry has. */
export function calendarEvents(entries: readonly CalendarEntry[]): CalendarEvent[] {
  const events = new Map<string, CalendarEvent>();
  for (const entry of entries) {
    const key = `${entry.loanId}\u0000${entry.date}`;
    const event = events.get(key) ?? {
      loanId: entry.loanId,
      title: entry.title,
      shipName: entry.shipName,
      currency: entry.currency,
      date: entry.date,
      entries: [],
    };
    event.entries.push(entry);
    events.set(key, event);
  }
  return [...events.values()];
}

/**
 * The covenant calendar as an iCalendar file (RFC 5545): one all-day event per loan and test date, whose UID comes from
 * the loan's id and the date alone, so that importing a newer file updates the events rather than doubling them; CRLF
 * line breaks, lines folded at 75 octets, TEXT values escaped. `now` (an ISO moment) is every event's DTSTAMP.
 */
export function calendarIcs(entries: readonly CalendarEntry[], options: { productId: string; now: string; texts: CalendarTexts }): string {
  const { productId, now, texts } = options;
  const stamp = icsMoment(now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${escapeIcsText(productId)}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of calendarEvents(entries)) {
    const day = parseDate(event.date);
    if (day === null) throw new RangeError(`not a date: ${event.date}`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(`${event.loanId}-${icsDate(event.date)}@keelson`)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `DTEND;VALUE=DATE:${icsDate(formatDate(addDays(day, 1)))}`,
      `SUMMARY:${escapeIcsText(texts.summary(event))}`,
      `DESCRIPTION:${escapeIcsText(texts.description(event))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(lineBreak) + lineBreak;
}
