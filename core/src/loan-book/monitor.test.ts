import { describe, expect, it } from 'vitest';
import { workedExampleV3 } from '../../examples';
import { calculateValid, scenario } from '../test-support/cashflows';
import { loanMonitorOf, loanMonitorSchema, segmentOf, unspecifiedSegment } from './monitor';

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

  it("thins the periods to every third month end and the last, with the periods' debt and linear value", () => {
    const periods = base.periods;
    // V = 2026-07-01 and EOL = 2037-03-15: 128 whole months and a short 129th period ending at EOL, itself a third one.
    expect(periods).toHaveLength(129);
    expect(monitor.series).toHaveLength(43);
    expect(monitor.series.slice(0, 2).map((point) => point.date)).toEqual(['2026-10-01', '2027-01-01']);
    expect(monitor.series.at(-1)?.date).toBe(periods.at(-1)?.end);
    for (const point of monitor.series) {
      const period = periods.find((candidate) => candidate.end === point.date);
      expect(point).toEqual({ date: period?.end, debtOutstanding: period?.debtOutstanding, marketValue: period?.linearValue });
    }
  });

  it('adds the last period when it is not a third one', () => {
    const later = { ...cashflow, valuationDate: '2026-08-01' };
    const laterResults = calculateValid(later);
    const periods = scenario(laterResults, 'base').periods;
    // 2026-08-01 to EOL 2037-03-15: 127 whole months and a short 128th period; thirds end at months 3, 6, … 126.
    expect(periods).toHaveLength(128);
    const series = loanMonitorOf(later, laterResults)?.series ?? [];
    expect(series).toHaveLength(42 + 1);
    expect(series.slice(-2).map((point) => point.date)).toEqual([periods[125]?.end, '2037-03-15']);
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
