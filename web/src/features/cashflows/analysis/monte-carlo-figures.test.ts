import { describe, expect, it } from 'vitest';
import { halfLifeYears, probabilityRows } from './monte-carlo-figures';

describe('the probabilities of a run', () => {
  it('gives each its standard error sqrt(P(1 − P) / N): P = 0.5 of 10,000 paths has 0.005', () => {
    const rows = probabilityRows({
      parameters: { paths: 10000, seed: 1, volatility: 0.25, reversion: 0.5, opexVolatility: 0, scrapVolatility: 0 },
      probabilities: { npvBelowZero: 0.5, minDscrBelowOne: 0.1, ltvCovenantBreach: 0 },
    });
    expect(rows.map((row) => row.name)).toEqual(['npvBelowZero', 'minDscrBelowOne', 'ltvCovenantBreach']);
    expect(rows[0]?.standardError).toBeCloseTo(0.005, 15);
    expect(rows[1]?.standardError).toBeCloseTo(0.003, 15);
    expect(rows[2]).toEqual({ name: 'ltvCovenantBreach', value: 0, standardError: 0 });
  });

  it('leaves an undefined probability (no debt service) and its error null', () => {
    const rows = probabilityRows({
      parameters: { paths: 200, seed: 1, volatility: 0, reversion: 0, opexVolatility: 0, scrapVolatility: 0 },
      probabilities: { npvBelowZero: 1, minDscrBelowOne: null, ltvCovenantBreach: 0 },
    });
    expect(rows[1]).toEqual({ name: 'minDscrBelowOne', value: null, standardError: null });
    expect(rows[0]?.standardError).toBe(0);
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
