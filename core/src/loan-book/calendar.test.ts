import { describe, expect, it } from 'vitest';
import { handMonitor, handTest } from '../test-support/loan-monitors';
import { covenantCalendar } from './calendar';

const bulker = { id: 'b', title: 'Bulker', monitor: handMonitor() };
/** Tested on 2027-04-01 with a cover of 1.2: breached; no DSCR or liquidity covenant. */
const tanker = {
  id: 't',
  title: 'Tanker',
  monitor: handMonitor({
    covenants: { minimumValueClause: 1.3, dscr: null, minimumLiquidity: null },
    tests: [handTest('2027-04-01', 10_000_000, 12_000_000, null, 0)],
  }),
};

describe('covenantCalendar', () => {
  it('lists each set covenant at each test date after today, the breaches first, then by date and title', () => {
    const entries = covenantCalendar({ loans: [tanker, bulker], today: '2027-01-01' });
    expect(entries.map((entry) => [entry.title, entry.date, entry.covenant, entry.breached])).toEqual([
      ['Tanker', '2027-04-01', 'minimumValueClause', true],
      ['Bulker', '2028-01-01', 'minimumValueClause', true],
      ['Bulker', '2027-07-01', 'minimumValueClause', false],
      ['Bulker', '2027-07-01', 'dscr', false],
      ['Bulker', '2027-07-01', 'liquidity', false],
      ['Bulker', '2028-01-01', 'dscr', false],
      ['Bulker', '2028-01-01', 'liquidity', false],
    ]);
  });

  it('gives the projected figure, its threshold and headroom', () => {
    const [tankerEntry, , bulkerCover, bulkerDscr, bulkerLiquidity] = covenantCalendar({ loans: [tanker, bulker], today: '2027-01-01' });
    expect(tankerEntry).toMatchObject({ loanId: 't', shipName: 'Hand Trader', currency: 'USD', figure: 1.2, threshold: 1.3 });
    expect(tankerEntry?.headroom).toBeCloseTo(1.2 / 1.3 - 1, 15);
    expect(bulkerCover?.figure).toBeCloseTo(13 / 9, 15);
    expect(bulkerDscr).toMatchObject({ figure: 1.3, threshold: 1.2 });
    expect(bulkerLiquidity).toMatchObject({ figure: 800_000, threshold: 500_000, headroom: 0.6 });
  });

  it('looks 24 months ahead unless told, today itself excluded and the last day included', () => {
    const dates = (today: string, months?: number) => [...new Set(covenantCalendar({ loans: [bulker], today, months }).map((entry) => entry.date))].sort();
    expect(dates('2027-01-01')).toEqual(['2027-07-01', '2028-01-01']);
    expect(dates('2026-01-01')).toEqual(['2027-01-01', '2027-07-01', '2028-01-01']);
    expect(dates('2026-01-01', 12)).toEqual(['2027-01-01']);
    expect(dates('2026-01-01', 18)).toEqual(['2027-01-01', '2027-07-01']);
    expect(dates('2027-07-01', 6)).toEqual(['2028-01-01']);
    expect(dates('2028-01-01')).toEqual([]);
  });

  it('keeps a DSCR covenant without a trailing DSCR in the calendar, without a figure', () => {
    const monitor = handMonitor({ tests: [handTest('2027-04-01', 10_000_000, 15_000_000, null, 900_000)] });
    const dscr = covenantCalendar({ loans: [{ id: 'x', title: 'X', monitor }], today: '2027-01-01' }).find((entry) => entry.covenant === 'dscr');
    expect(dscr).toMatchObject({ figure: null, headroom: null, threshold: 1.2, breached: false });
  });

  it('refuses a today that is not a date', () => {
    expect(() => covenantCalendar({ loans: [], today: '2027-02-30' })).toThrow(RangeError);
  });
});
