import { describe, expect, it } from 'vitest';
import { workedExampleV3 } from '../../examples';
import { calculateValid, scenario } from '../test-support/cashflows';
import { handMonitor, handTest } from '../test-support/loan-monitors';
import { bookRow, defaultAmberThreshold } from './book';
import { loanMonitorOf } from './monitor';

const amberThreshold = defaultAmberThreshold;

describe('bookRow', () => {
  it('between the first two tests: today from the last point, headroom from the next test, amber on a thin DSCR', () => {
    const row = bookRow({ monitor: handMonitor(), today: '2027-03-15', amberThreshold });
    expect(defaultAmberThreshold).toBe(0.1);
    // The point of 2027-01-01: 10 m against 15 m.
    expect(row).toMatchObject({ asOf: '2027-01-01', debtOutstanding: 10_000_000, marketValue: 15_000_000, lastTest: '2027-01-01', nextTest: '2027-07-01' });
    expect(row.ltv).toBeCloseTo(2 / 3, 15);
    // The next test, 2027-07-01: cover 13/9 = 1.444… is 11.1 % above 1.3; DSCR 1.3 is 8.3 % above 1.2; 800 000 is 60 % above 500 000.
    expect(row.headroomTest).toBe('2027-07-01');
    expect(row.minimumValueClauseHeadroom).toBeCloseTo(13 / 9 / 1.3 - 1, 15);
    expect(row.minimumValueClauseHeadroom).toBeCloseTo(0.1111, 4);
    expect(row.dscrHeadroom).toBeCloseTo(1.3 / 1.2 - 1, 15);
    expect(row.liquidityHeadroom).toBeCloseTo(0.6, 15);
    // The trailing DSCR and liquidity shown are the last test's.
    expect(row).toMatchObject({ trailingDscr: 1.5, liquidity: 900_000 });
    expect(row.status).toBe('amber');
    expect(row.reasons).toEqual([{ covenant: 'dscr', kind: 'thinHeadroom', date: '2027-07-01' }]);
  });

  it('is green when the headrooms clear a lower threshold', () => {
    const row = bookRow({ monitor: handMonitor(), today: '2027-03-15', amberThreshold: 0.05 });
    expect(row).toMatchObject({ status: 'green', reasons: [] });
  });

  it('is red when the next test breaches, with the thin headrooms of that test after the breach', () => {
    const row = bookRow({ monitor: handMonitor(), today: '2027-08-01', amberThreshold });
    // The next test, 2028-01-01: cover 1.25 < 1.3; DSCR 1.25 is 4.2 % above 1.2; 540 000 is 8 % above 500 000.
    expect(row.status).toBe('red');
    expect(row.reasons).toEqual([
      { covenant: 'minimumValueClause', kind: 'breachedNext', date: '2028-01-01' },
      { covenant: 'dscr', kind: 'thinHeadroom', date: '2028-01-01' },
      { covenant: 'liquidity', kind: 'thinHeadroom', date: '2028-01-01' },
    ]);
    expect(row.minimumValueClauseHeadroom).toBeCloseTo(1.25 / 1.3 - 1, 15);
    expect(row.liquidityHeadroom).toBeCloseTo(0.08, 15);
  });

  it('after the last test: headroom from the last test, red for its breach', () => {
    const row = bookRow({ monitor: handMonitor(), today: '2028-02-01', amberThreshold });
    expect(row).toMatchObject({
      asOf: '2028-01-01',
      debtOutstanding: 8_000_000,
      marketValue: 10_000_000,
      lastTest: '2028-01-01',
      nextTest: null,
      headroomTest: '2028-01-01',
    });
    expect(row.ltv).toBeCloseTo(0.8, 15);
    expect(row.reasons[0]).toEqual({ covenant: 'minimumValueClause', kind: 'breachedLast', date: '2028-01-01' });
    expect(row.status).toBe('red');
  });

  it('before the first point: the first point, no last test, headroom from the first test', () => {
    const row = bookRow({ monitor: handMonitor(), today: '2026-01-01', amberThreshold });
    expect(row).toMatchObject({ asOf: '2026-10-01', debtOutstanding: 10_500_000, marketValue: 16_000_000, lastTest: null, nextTest: '2027-01-01' });
    expect(row).toMatchObject({ trailingDscr: null, liquidity: null, status: 'green', reasons: [] });
    // Cover 1.5 is 15.4 % above 1.3; DSCR 1.5 is 25 % above 1.2; 900 000 is 80 % above 500 000.
    expect(row.minimumValueClauseHeadroom).toBeCloseTo(1.5 / 1.3 - 1, 15);
    expect(row.dscrHeadroom).toBeCloseTo(0.25, 15);
    expect(row.liquidityHeadroom).toBeCloseTo(0.8, 15);
  });

  it('after the loan is repaid: no debt, so no LTV', () => {
    const row = bookRow({ monitor: handMonitor(), today: '2029-01-01', amberThreshold });
    expect(row).toMatchObject({ asOf: '2028-04-01', debtOutstanding: 0, marketValue: 9_000_000, ltv: null });
  });

  it('takes a test date that is today as the last test, and a point on today as today’s', () => {
    const row = bookRow({ monitor: handMonitor(), today: '2027-07-01', amberThreshold });
    expect(row).toMatchObject({ asOf: '2027-07-01', lastTest: '2027-07-01', nextTest: '2028-01-01', trailingDscr: 1.3 });
  });

  it('leaves out a covenant that is not set, and one of 0 has no relative headroom', () => {
    const monitor = handMonitor({ covenants: { minimumValueClause: 1.3, dscr: null, minimumLiquidity: 0 } });
    const row = bookRow({ monitor, today: '2027-08-01', amberThreshold });
    expect(row).toMatchObject({ dscrHeadroom: null, liquidityHeadroom: null });
    expect(row.reasons).toEqual([{ covenant: 'minimumValueClause', kind: 'breachedNext', date: '2028-01-01' }]);
  });

  it('reads a breached DSCR at the last test and a market value of 0 without an LTV', () => {
    const tests = [handTest('2027-01-01', 10_000_000, 0, 1.1, 900_000)];
    const monitor = handMonitor({ tests, series: [{ date: '2027-01-01', debtOutstanding: 10_000_000, marketValue: 0 }] });
    const row = bookRow({ monitor, today: '2027-02-01', amberThreshold });
    expect(row.ltv).toBeNull();
    expect(row.reasons).toEqual([
      { covenant: 'minimumValueClause', kind: 'breachedLast', date: '2027-01-01' },
      { covenant: 'dscr', kind: 'breachedLast', date: '2027-01-01' },
    ]);
  });

  it('gives a monitor without debt zeros and nulls, and green', () => {
    const row = bookRow({ monitor: handMonitor({ tests: [], series: [], maturityDate: null }), today: '2027-01-01', amberThreshold });
    expect(row).toMatchObject({ asOf: null, debtOutstanding: 0, marketValue: 0, ltv: null, minimumValueClauseHeadroom: null, status: 'green', reasons: [] });
  });
});

describe("bookRow on the second worked example's monitor", () => {
  it("reads the engine's covenant tests: the last for DSCR and liquidity, the next for headroom and status", () => {
    const results = calculateValid(workedExampleV3.input);
    const monitor = loanMonitorOf(workedExampleV3.input, results);
    if (monitor === null) throw new Error('the worked example must give a monitor');
    const tests = scenario(results, 'base').covenantTests;
    const today = '2028-02-15';
    const row = bookRow({ monitor, today, amberThreshold });
    const last = tests.filter((test) => test.date <= today).at(-1);
    const next = tests.find((test) => test.date > today);
    if (last === undefined || next === undefined) throw new Error('the worked example tests around 2028');
    expect(row).toMatchObject({ lastTest: last.date, nextTest: next.date, trailingDscr: last.trailingDscr, liquidity: last.liquidity });
    // Debt and value at the last month end on or before today, a month after the last test.
    const period = scenario(results, 'base')
      .periods.filter((candidate) => candidate.end <= today)
      .at(-1);
    expect(period?.end).toBe('2028-02-01');
    expect(row).toMatchObject({ asOf: period?.end, debtOutstanding: period?.debtOutstanding, marketValue: period?.linearValue });
    expect(row.minimumValueClauseHeadroom).toBeCloseTo(next.securityCover / 1.8 - 1, 14);
    const breachedNext = next.minimumValueClauseBreached || next.dscrCovenantBreached || next.liquidityCovenantBreached;
    const breachedLast = last.minimumValueClauseBreached || last.dscrCovenantBreached || last.liquidityCovenantBreached;
    expect(row.status === 'red').toBe(breachedNext || breachedLast);
  });
});
