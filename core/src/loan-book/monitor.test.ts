import { describe, expect, it } from 'vitest';
import { workedExampleV3 } from '../../examples';
import { calculateValid, scenario } from '../test-support/cashflows';
import { bookRow } from './book';
import { covenantCalendar } from './calendar';
import { loanMonitorOf, loanMonitorSchema, monitorForBook, segmentOf, unspecifiedSegment } from './monitor';

const cashflow = structuredClone(workedExampleV3.input);
const results = calculateValid(cashflow);
const base = scenario(results, 'base');

describe('loanMonitorOf', () => {
  const monitor = loanMonitorOf(cashflow, results);
  if (monitor === null) throw new Error('the worked example must give a monitor');

  it("keeps the second worked example's ship, segment, currency, covenants and latest maturity", () => {
    expect(monitor).toMatchObject({
      shipName: 'Example Trader',
      shipType: 'BULK_KAMSARMAX',
      segment: 'BULK_KAMSARMAX',
      currency: 'USD',
      valuationDate: '2026-07-01',
      covenants: { minimumValueClause: 1.8, dscr: 1.1, minimumLiquidity: 1_500_000 },
      covenantTestMonths: 3,
    });
    // Drawn at T = 2026-10-15: the 7-year loan matures 2 555 days later, the 5-year one 1 825 days later (2031-10-14).
    expect(base.derived.tranches.map((tranche) => tranche.maturityDate)).toEqual(['2033-10-13', '2031-10-14']);
    expect(monitor.maturityDate).toBe('2033-10-13');
  });

  it("copies the base scenario's covenant tests as they are, and no other scenario's", () => {
    expect(monitor.tests).toEqual(base.covenantTests);
    expect(monitor.tests).toHaveLength(28);
    expect(monitor.tests).not.toEqual(scenario(results, 'longTermAverage').covenantTests);
  });

  it("keeps every period's end with its debt and linear value", () => {
    const periods = base.periods;
    // V = 2026-07-01 and EOL = 2037-03-15: 128 whole months and a short 129th period ending at EOL.
    expect(periods).toHaveLength(129);
    expect(monitor.series).toEqual(periods.map((period) => ({ date: period.end, debtOutstanding: period.debtOutstanding, marketValue: period.linearValue })));
  });

  it("is thinned for the book to every third month end, the last, and today's month end, and reads today's point the same", () => {
    const thinned = monitorForBook(monitor, '2026-11-27');
    // Thirds end at months 3, 6, … 129 (the last, itself a third); the last month end on or before today is 2026-11-01.
    expect(thinned.series.slice(0, 3).map((point) => point.date)).toEqual(['2026-10-01', '2026-11-01', '2027-01-01']);
    expect(thinned.series).toHaveLength(43 + 1);
    // The tests of the book: the last on or before today and those of the next 24 months.
    const lastBefore = monitor.tests.filter((test) => test.date <= '2026-11-27').at(-1);
    const ahead = monitor.tests.filter((test) => test.date > '2026-11-27' && test.date <= '2028-11-27');
    expect(thinned.tests).toEqual([...(lastBefore === undefined ? [] : [lastBefore]), ...ahead]);
    expect(thinned.tests.length).toBeLessThan(monitor.tests.length);
    // The loan is drawn on 2026-10-15: a quarterly series alone would show no debt on 2026-11-27.
    expect(thinned.series[1]?.debtOutstanding).toBeGreaterThan(0);
    for (const today of ['2026-06-30', '2026-07-15', '2026-10-20', '2026-11-27', '2029-02-14', '2037-03-15', '2040-01-01']) {
      expect(bookRow({ monitor: monitorForBook(monitor, today), today, amberThreshold: 0.1 })).toEqual(bookRow({ monitor, today, amberThreshold: 0.1 }));
      const loans = (shown: typeof monitor) => [{ id: 'loan', title: 'Loan', monitor: shown }];
      expect(covenantCalendar({ loans: loans(monitorForBook(monitor, today)), today })).toEqual(covenantCalendar({ loans: loans(monitor), today }));
    }
  });

  it('agrees with the covenant tests on every test date (quarterly tests fall on the series points)', () => {
    for (const test of monitor.tests) {
      const point = monitor.series.find((candidate) => candidate.date === test.date);
      expect(point).toEqual({ date: test.date, debtOutstanding: test.debtOutstanding, marketValue: test.marketValue });
    }
  });

  it('is what the stored-monitor schema reads, through JSON', () => {
    expect(loanMonitorSchema.parse(JSON.parse(JSON.stringify(monitor)))).toEqual(monitor);
  });

  it('has no maturity and no tests without debt, and the default clause of 1.3 when none is given', () => {
    const unlevered = { ...cashflow, tranches: [], minimumValueClause: null, dscrCovenant: null, minimumLiquidityCovenantCurr: null };
    const plain = loanMonitorOf(unlevered, calculateValid(unlevered));
    expect(plain).toMatchObject({ maturityDate: null, tests: [], covenants: { minimumValueClause: 1.3, dscr: null, minimumLiquidity: null } });
    expect(plain?.series.every((point) => point.debtOutstanding === 0)).toBe(true);
  });

  it('is null for a cashflow that does not validate or results without a base scenario', () => {
    expect(loanMonitorOf({ ...cashflow, valuationDate: 'soon' }, results)).toBeNull();
    expect(loanMonitorOf(cashflow, [])).toBeNull();
  });
});

describe('segmentOf', () => {
  it('takes the ship type, else the Clarksons segment, else unspecified', () => {
    expect(segmentOf({ shipType: 'BULK_KAMSARMAX', clarksonsSegment: 'Panamax' })).toBe('BULK_KAMSARMAX');
    expect(segmentOf({ shipType: ' ', clarksonsSegment: 'Panamax' })).toBe('Panamax');
    expect(segmentOf({ shipType: null })).toBe(unspecifiedSegment);
    expect(segmentOf(null)).toBe('unspecified');
  });
});
