import { describe, expect, it } from 'vitest';
import { calculateValid, workedExample } from '../test-support/cashflows';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every leaf of `expected` against the same path of `actual`: numbers within 1e-9 relative, the rest exactly. */
function mismatches(expected: Json, actual: unknown, path: string): string[] {
  if (expected !== null && typeof expected === 'object') {
    const container = actual !== null && typeof actual === 'object' ? (actual as Record<string, unknown>) : {};
    return Object.entries(expected).flatMap(([key, value]) => mismatches(value, container[key], `${path}.${key}`));
  }
  if (typeof expected === 'number' && typeof actual === 'number') {
    return Math.abs(expected - actual) <= 1e-9 * Math.max(Math.abs(expected), 1) ? [] : [`${path}: expected ${expected}, got ${actual}`];
  }
  return expected === actual ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

describe('the worked example of docs/spec/calculation.md section 10', () => {
  const results = calculateValid(workedExample.input);

  it('gives the two scenarios in order', () => {
    expect(results.map((result) => result.scenario)).toEqual(['base', 'longTermAverage']);
  });

  for (const [index, expected] of workedExample.expected.entries()) {
    describe(`scenario ${expected.scenario}`, () => {
      const actual = results[index];

      it('matches every derived value', () => {
        expect(mismatches(expected.derived, actual?.derived, 'derived')).toEqual([]);
      });

      it('matches every key figure', () => {
        expect(mismatches(expected.kpis, actual?.kpis, 'kpis')).toEqual([]);
      });

      it('matches the first three periods', () => {
        expect(mismatches(expected.firstPeriods, actual?.periods.slice(0, 3), 'periods')).toEqual([]);
      });

      it('matches every year', () => {
        expect(actual?.years).toHaveLength(expected.years.length);
        expect(mismatches(expected.years, actual?.years, 'years')).toEqual([]);
      });
    });
  }

  it('checks by hand: residual value, acquisition cost and WACC', () => {
    const derived = results[0]?.derived;
    // 450 $/t × 13 800 t − 50 000 scrap − 100 000 transfer
    expect(derived?.residualValue).toBe(6_060_000);
    // mean of 16.5, 17.25, 16.8 million = 16.85 million; + 1 % commission + 50 000
    expect(derived?.totalAcquisitionCost).toBe(16_850_000 + 168_500 + 50_000);
    // E = 8.75 m, D = 9.5 m: 8.75/18.25 × 10 % + 9.5/18.25 × (6.5 × 6.5 % + 3 × 7 %)/9.5
    expect(derived?.wacc).toBeCloseTo((8.75 / 18.25) * 0.1 + (6.5 * 0.065 + 3 * 0.07) / 18.25, 15);
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
  });

  it('never produces NaN or Infinity, and keeps null for undefined values', () => {
    const json = JSON.stringify(results);
    expect(json).not.toMatch(/NaN|Infinity/);
    expect(JSON.parse(json)).toEqual(results);
    expect(results[0]?.years.at(-1)?.dscr).toBeNull();
  });
});
