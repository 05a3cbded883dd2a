import { describe, expect, it } from 'vitest';
import { covenantYearRows, halfLifeYears, probabilityRows } from './monte-carlo-figures';

const parameters = { paths: 10000, seed: 1, volatility: 0.25, reversion: 0.5, valueReversion: 0.1, opexVolatility: 0, scrapVolatility: 0 };
const breaches = (probability: number, byYear: number[]) => ({ probability, byYear, firstBreachByYear: byYear.map(() => 0) });

describe('the probabilities of a run', () => {
  it('gives each its standard error sqrt(P(1 − P) / N): P = 0.5 of 10,000 paths has 0.005', () => {
    const rows = probabilityRows({
      parameters,
      probabilities: { npvBelowZero: 0.5, minDscrBelowOne: 0.1 },
      covenantBreach: { minimumValueClause: { ...breaches(0, [0, 0]), expectedCureAmount: 0 }, dscr: breaches(0.2, [0.2, 0]), liquidity: null },
    });
    // The liquidity covenant is not set: no row.
    expect(rows.map((row) => row.name)).toEqual(['npvBelowZero', 'minDscrBelowOne', 'minimumValueClause', 'dscr']);
    expect(rows[0]?.standardError).toBeCloseTo(0.005, 15);
    // sqrt(0.1 × 0.9 / 10000) = 0.003; sqrt(0.2 × 0.8 / 10000) = 0.004.
    expect(rows[1]?.standardError).toBeCloseTo(0.003, 15);
    expect(rows[2]).toEqual({ name: 'minimumValueClause', value: 0, standardError: 0 });
    expect(rows[3]?.standardError).toBeCloseTo(0.004, 15);
  });

  it('leaves an undefined probability (no debt service) and its error null', () => {
    const rows = probabilityRows({
      parameters: { ...parameters, paths: 200 },
      probabilities: { npvBelowZero: 1, minDscrBelowOne: null },
      covenantBreach: { minimumValueClause: { ...breaches(0, []), expectedCureAmount: null }, dscr: null, liquidity: null },
    });
    expect(rows[1]).toEqual({ name: 'minDscrBelowOne', value: null, standardError: null });
    expect(rows[0]?.standardError).toBe(0);
  });
});

describe('the covenant breaches by model year', () => {
  it('lists the years in which some path breaches a tested covenant, with each tested covenant’s share', () => {
    const rows = covenantYearRows({
      covenantBreach: {
        minimumValueClause: { ...breaches(0.3, [0, 0.1, 0, 0.25]), expectedCureAmount: 1000 },
        dscr: null,
        liquidity: breaches(0.05, [0, 0, 0, 0.05]),
      },
    });
    expect(rows).toEqual([
      { year: 2, breached: { minimumValueClause: 0.1, liquidity: 0 } },
      { year: 4, breached: { minimumValueClause: 0.25, liquidity: 0.05 } },
    ]);
  });
});

describe('the half-life of a deviation', () => {
  it('is ln 2 / κ: 1.386 years at κ = 0.5', () => {
    expect(halfLifeYears(0.5)).toBeCloseTo(1.386294361, 9);
    expect(halfLifeYears(5)).toBeCloseTo(0.138629436, 9);
  });

  it('is undefined without reversion, or without a value', () => {
    expect(halfLifeYears(0)).toBeNull();
    expect(halfLifeYears(null)).toBeNull();
  });
});
