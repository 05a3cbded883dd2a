import { describe, expect, it } from 'vitest';
import { handMonitor } from '../test-support/loan-monitors';
import { covenantCalendar } from './calendar';
import { calendarEvents, calendarIcs, escapeIcsText, foldIcsLine, type CalendarEvent } from './calendar-ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n (RFC 5545 section 3.3.11)', () => {
    expect(escapeIcsText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
    expect(escapeIcsText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeIcsText('plain: text')).toBe('plain: text');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one at 75, continuing after one space', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 75, then 74 after each continuation's space: 75 + 74 + 1.
    expect(foldIcsLine('x'.repeat(150))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('never splits a character: ä is 2 octets, 🚢 is 4', () => {
    // 74 octets and an ä would make 76: the ä starts the continuation.
    expect(foldIcsLine(`${'x'.repeat(74)}ä`)).toBe(`${'x'.repeat(74)}\r\n ä`);
    const folded = foldIcsLine(`SUMMARY:${'🚢'.repeat(40)}`);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((line, index) => (index === 0 ? line : line.slice(1)))
        .join(''),
    ).toBe(`SUMMARY:${'🚢'.repeat(40)}`);
  });
});

describe('calendarIcs', () => {
  const loans = [
    { id: 'loan-1', title: 'Bulker, the first; with \\ marks', monitor: handMonitor() },
    { id: 'loan-2', title: 'Tanker', monitor: handMonitor() },
  ];
  const entries = covenantCalendar({ loans, today: '2027-03-15' });
  const texts = {
    summary: (event: CalendarEvent) => `Covenant test: ${event.title}`,
    description: (event: CalendarEvent) => event.entries.map((entry) => `${entry.covenant}: ${entry.breached ? 'breached' : 'kept'}`).join('\n'),
  };
  const ics = calendarIcs(entries, { productId: '-//Keelson//Covenant calendar//EN', now: '2027-03-15T08:30:05.123Z', texts });
  const lines = ics.split('\r\n');

  it('groups the entries into one event per loan and test date', () => {
    const events = calendarEvents(entries);
    // Each loan has tests on 2027-07-01 and 2028-01-01; the breaches of 2028-01-01 come first.
    expect(events.map((event) => [event.loanId, event.date, event.entries.length])).toEqual([
      ['loan-1', '2028-01-01', 3],
      ['loan-2', '2028-01-01', 3],
      ['loan-1', '2027-07-01', 3],
      ['loan-2', '2027-07-01', 3],
    ]);
  });

  it('writes a VCALENDAR of all-day VEVENTs with CRLF line breaks and lines of at most 75 octets', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Keelson//Covenant calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(4);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(4);
  });

  it('gives each event a UID from its loan and date, the stamp, the day and the next day', () => {
    const unfolded = ics.replaceAll('\r\n ', '').split('\r\n');
    const first = unfolded.slice(unfolded.indexOf('BEGIN:VEVENT'), unfolded.indexOf('END:VEVENT') + 1);
    expect(first).toEqual([
      'BEGIN:VEVENT',
      'UID:loan-1-20280101@keelson',
      'DTSTAMP:20270315T083005Z',
      'DTSTART;VALUE=DATE:20280101',
      'DTEND;VALUE=DATE:20280102',
      'SUMMARY:Covenant test: Bulker\\, the first\\; with \\\\ marks',
      'DESCRIPTION:minimumValueClause: breached\\ndscr: kept\\nliquidity: kept',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]);
    // The same loan and date give the same UID in a file written later.
    const later = calendarIcs(entries, { productId: 'p', now: '2027-06-01T00:00:00Z', texts });
    expect(later).toContain('UID:loan-1-20280101@keelson');
  });

  it('folds a long summary so that it unfolds to the escaped text', () => {
    const long = calendarIcs(entries.slice(0, 1), { productId: 'p', now: '2027-03-15T00:00:00Z', texts: { ...texts, summary: () => 'Ä, '.repeat(40) } });
    const summary = long
      .replaceAll('\r\n ', '')
      .split('\r\n')
      .find((line) => line.startsWith('SUMMARY:'));
    expect(summary).toBe(`SUMMARY:${'Ä\\, '.repeat(40)}`);
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('refuses a stamp that is not a moment', () => {
    expect(() => calendarIcs(entries, { productId: 'p', now: 'yesterday', texts })).toThrow(RangeError);
  });
});
