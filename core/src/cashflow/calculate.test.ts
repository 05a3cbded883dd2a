import { describe, expect, it } from 'vitest';
import { workedExampleMismatches } from '../../examples';
import { calculate } from './calculate';
import { calculateValid, workedExample } from '../test-support/cashflows';

describe('the worked example of docs/spec/calculation.md section 10', () => {
  const results = calculateValid(workedExample.input);

  it('gives the two scenarios in order', () => {
    expect(results.map((result) => result.scenario)).toEqual(['base', 'longTermAverage']);
  });

  it('reproduces every value the fixture lists, within 1e-9 × max(|x|, 1): derived, kpis, the first periods and every year of both scenarios', () => {
    expect(workedExampleMismatches(results)).toEqual([]);
  });

  it('lists every year, and the first three periods', () => {
    for (const [index, expected] of workedExample.expected.entries()) {
      expect(results[index]?.years).toHaveLength(expected.years.length);
      expect(expected.firstPeriods).toHaveLength(3);
    }
  });

  it('notices a value that is off', () => {
    const off = structuredClone(results);
    if (off[1] !== undefined) off[1].kpis.avgDscr = (off[1].kpis.avgDscr ?? 0) * (1 + 1e-8);
    expect(workedExampleMismatches(off)).toEqual([expect.stringMatching(/^1\.kpis\.avgDscr: expected/)]);
  });

  it('checks by hand: residual value, acquisition cost and WACC', () => {
    const derived = results[0]?.derived;
    // 450 $/t × 13 800 t − 50 000 scrap − 100 000 transfer
    expect(derived?.residualValue).toBe(6_060_000);
    // mean of 16.5, 17.25, 16.8 million = 16.85 million; + 1 % commission + 50 000
    expect(derived?.totalAcquisitionCost).toBe(16_850_000 + 168_500 + 50_000);
    // E = 8.75 m, D = 9.5 m: 8.75/18.25 × 10 % + 9.5/18.25 × (6.5 × 6.5 % + 3 × 7 %)/9.5
    expect(derived?.wacc).toBeCloseTo((8.75 / 18.25) * 0.1 + (6.5 * 0.065 + 3 * 0.07) / 18.25, 15);
    // No central rate is given: ρ is the WACC.
    expect(derived?.discountRate).toBe(derived?.wacc);
  });

  it('checks by hand: the first period', () => {
    const first = results[0]?.periods[0];
    expect(first?.days).toBe(31);
    // July 2026: 31 days of opex at 6 200 $ (no escalation before 2027-01-01)
    expect(first?.opex).toBeCloseTo(31 * 6200, 9);
    // the current charter at 15 250 $ on 31 × (1 − 10/365) on-hire days
    expect(first?.grossRevenue).toBeCloseTo(15_250 * 31 * (1 - 10 / 365), 6);
    // interest on both tranches for one 30/360 month
    expect(first?.interest).toBeCloseTo((6_500_000 * 0.065 + 3_000_000 * 0.07) / 12, 6);
    // 31 days of principal: 6.5 m along a 4 380-day profile, 3 m along its 1 825-day term
    expect(first?.principal).toBeCloseTo((6_500_000 * 31) / 4380 + (3_000_000 * 31) / 1825, 6);
  });

  it('checks by hand: the balloon of the 7-year tranche on a 12-year profile', () => {
    const base = results[0];
    // Term 2 555 days, profile 4 380 days: 1 825 / 4 380 = 5/12 of 6.5 m is left at maturity, 2033-06-29.
    expect(base?.derived.tranches[0]).toMatchObject({ maturityDate: '2033-06-29', amortizationYears: 12 });
    expect(base?.derived.tranches[0]?.balloon).toBeCloseTo((6_500_000 * 5) / 12, 6);
    expect(base?.derived.tranches[1]).toMatchObject({ amortizationYears: 5, balloon: 0 });
    const due = base?.periods.find((period) => period.balloon > 0);
    expect(due).toMatchObject({ start: '2033-06-01', end: '2033-07-01' });
    expect(due?.equityCashflow).toBeCloseTo((due?.cfads ?? 0) - (due?.debtService ?? 0) - (6_500_000 * 5) / 12, 6);
    expect(base?.years.find((year) => year.start === '2032-07-01')?.balloon).toBeCloseTo((6_500_000 * 5) / 12, 6);
    // Linear value at maturity: 16.85 m − 10.79 m × 2 555 / 3 910 days of the remaining life.
    const linearValue = 16_850_000 - (10_790_000 * 2555) / 3910;
    expect(base?.kpis.maxBalloonLtv).toBeCloseTo((6_500_000 * 5) / 12 / linearValue, 12);
  });

  it('checks by hand: avgDscr is Σ cfads / Σ debt service over the periods with debt service', () => {
    for (const result of results) {
      const serviced = result.periods.filter((period) => period.debtService > 0);
      const cfads = serviced.reduce((sum, period) => sum + period.cfads, 0);
      const debtService = serviced.reduce((sum, period) => sum + period.debtService, 0);
      expect(result.kpis.avgDscr).toBeCloseTo(cfads / debtService, 12);
      expect(result.kpis.maxCashBreakevenRate).toBe(
        Math.max(...result.years.flatMap((year) => (year.cashBreakevenRate === null ? [] : [year.cashBreakevenRate]))),
      );
    }
  });

  it('never produces NaN or Infinity, and keeps null for undefined values', () => {
    const json = JSON.stringify(results);
    expect(json).not.toMatch(/NaN|Infinity/);
    expect(JSON.parse(json)).toEqual(results);
    expect(results[0]?.years.at(-1)?.dscr).toBeNull();
  });

  it('is what calculate() answers for the example', () => {
    expect(calculate(workedExample.input)).toEqual({ ok: true, results });
  });
});
