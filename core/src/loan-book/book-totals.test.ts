import { describe, expect, it } from 'vitest';
import { handMonitor, handTest } from '../test-support/loan-monitors';
import { bookRow, defaultAmberThreshold } from './book';
import { bookSeries, bookTotals, exposureByMaturityYear, exposureBySegment, noMaturity } from './book-totals';

/** A tanker of 5 m against 10 m on two tests (cover 2, DSCR 2, liquidity 1 m), maturing in 2031. */
const tanker = handMonitor({
  segment: 'TANKER_MR',
  maturityDate: '2031-05-01',
  tests: [handTest('2026-12-01', 5_000_000, 10_000_000, 2, 1_000_000), handTest('2027-06-01', 5_000_000, 10_000_000, 2, 1_000_000)],
  series: [
    { date: '2026-12-01', debtOutstanding: 5_000_000, marketValue: 10_000_000 },
    { date: '2027-06-01', debtOutstanding: 5_000_000, marketValue: 10_000_000 },
  ],
});
const unlevered = handMonitor({
  segment: 'TANKER_MR',
  maturityDate: null,
  tests: [],
  series: [{ date: '2027-01-01', debtOutstanding: 0, marketValue: 4_000_000 }],
});
const today = '2027-03-15';
const rows = [handMonitor(), tanker, unlevered].map((monitor) => bookRow({ monitor, today, amberThreshold: defaultAmberThreshold }));

describe('bookTotals', () => {
  it('adds debt and value and weights LTV, clause headroom and DSCR by debt outstanding', () => {
    const totals = bookTotals(rows);
    // The bulker: 10 m against 15 m, amber; the tanker: 5 m against 10 m, green; the unlevered ship: 0 against 4 m, green.
    expect(totals).toMatchObject({
      loans: 3,
      debtOutstanding: 15_000_000,
      marketValue: 29_000_000,
      statusCounts: { red: 0, amber: 1, green: 2 },
      currencies: ['USD'],
    });
    expect(totals.weightedLtv).toBeCloseTo((10 * (2 / 3) + 5 * 0.5) / 15, 15);
    // Headrooms at the next tests: 13/9/1.3 − 1 for the bulker (2027-07-01), 2/1.3 − 1 for the tanker (2027-06-01).
    expect(totals.weightedMinimumValueClauseHeadroom).toBeCloseTo((10 * (13 / 9 / 1.3 - 1) + 5 * (2 / 1.3 - 1)) / 15, 15);
    expect(totals.weightedTrailingDscr).toBeCloseTo((10 * 1.5 + 5 * 2) / 15, 15);
  });

  it('has no averages for a book without debt', () => {
    expect(bookTotals(rows.slice(2))).toMatchObject({ weightedLtv: null, weightedTrailingDscr: null });
    expect(bookTotals([])).toMatchObject({ loans: 0, debtOutstanding: 0, weightedLtv: null, statusCounts: { red: 0, amber: 0, green: 0 }, currencies: [] });
  });
});

describe('exposure', () => {
  it('by segment: the largest first', () => {
    expect(exposureBySegment(rows)).toEqual([
      { key: 'BULK_KAMSARMAX', debtOutstanding: 10_000_000, loans: 1 },
      { key: 'TANKER_MR', debtOutstanding: 5_000_000, loans: 2 },
    ]);
  });

  it('by maturity year: in year order, the loans without debt last', () => {
    expect(exposureByMaturityYear([...rows].reverse())).toEqual([
      { key: '2028', debtOutstanding: 10_000_000, loans: 1 },
      { key: '2031', debtOutstanding: 5_000_000, loans: 1 },
      { key: noMaturity, debtOutstanding: 0, loans: 1 },
    ]);
  });
});

describe('bookSeries', () => {
  it('sums the loans on the union of their dates, each carried at its last point and 0 outside its series', () => {
    const series = bookSeries([handMonitor(), tanker]);
    expect(series.map((point) => point.date)).toEqual([
      '2026-10-01',
      '2026-12-01',
      '2027-01-01',
      '2027-04-01',
      '2027-06-01',
      '2027-07-01',
      '2027-10-01',
      '2028-01-01',
      '2028-04-01',
    ]);
    // The bulker 10.5, 10.5 (carried), 10, 9.5, 9.5, 9, 8.5, 8, 0 m; the tanker 0 before 2026-12-01, 5 m to 2027-06-01, 0 after.
    expect(series.map((point) => point.debtOutstanding / 1e6)).toEqual([10.5, 15.5, 15, 14.5, 14.5, 9, 8.5, 8, 0]);
    expect(series.map((point) => point.marketValue / 1e6)).toEqual([16, 26, 25, 24, 24, 13, 11.5, 10, 9]);
  });

  it('is empty for a book without points', () => {
    expect(bookSeries([])).toEqual([]);
  });
});
