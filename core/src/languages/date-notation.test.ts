import { describe, expect, it } from 'vitest';
import { datePatternOf, formatDateIn, formatUtcMomentIn, readDateIn } from './date-notation';
import { languages } from './languages';

describe('datePatternOf', () => {
  it('names the parts in the language’s order, with its mark', () => {
    expect(datePatternOf('en')).toBe('YYYY-MM-DD');
    expect(datePatternOf('de')).toBe('DD.MM.YYYY');
  });
});

describe('formatDateIn', () => {
  it('writes a date in the language’s order', () => {
    expect(formatDateIn('2026-07-01', 'en')).toBe('2026-07-01');
    expect(formatDateIn('2026-07-01', 'de')).toBe('01.07.2026');
  });

  it('keeps a text that is no date as it is', () => {
    expect(formatDateIn('not a date', 'de')).toBe('not a date');
    expect(formatDateIn('2026-7-1', 'de')).toBe('2026-7-1');
  });
});

describe('readDateIn', () => {
  it('reads German dates with points, with or without leading zeros', () => {
    expect(readDateIn('01.07.2026', 'de')).toBe('2026-07-01');
    expect(readDateIn('1.7.2026', 'de')).toBe('2026-07-01');
  });

  it('reads English dates as year, month and day', () => {
    expect(readDateIn('2026-07-01', 'en')).toBe('2026-07-01');
    expect(readDateIn('2026-7-1', 'en')).toBe('2026-07-01');
  });

  it('refuses another notation and a two-digit year, but leaves whether the day exists to the caller', () => {
    for (const text of ['2026-07-01', '07/01/2026', '01.07.26', '1x7x2026', ' 01.07.2026']) expect(readDateIn(text, 'de'), text).toBeNull();
    for (const text of ['01.07.2026', '26-07-01', '2026.07.01']) expect(readDateIn(text, 'en'), text).toBeNull();
    expect(readDateIn('31.02.2026', 'de')).toBe('2026-02-31');
  });

  it('reads back what formatDateIn writes', () => {
    for (const language of languages) expect(readDateIn(formatDateIn('2031-12-31', language), language)).toBe('2031-12-31');
  });
});

describe('formatUtcMomentIn', () => {
  it('writes the day and the time of day in UTC', () => {
    const at = new Date('2026-07-01T14:05:59.900Z');
    expect(formatUtcMomentIn(at, 'en')).toBe('2026-07-01 14:05');
    expect(formatUtcMomentIn(at, 'de')).toBe('01.07.2026 14:05');
  });
});
