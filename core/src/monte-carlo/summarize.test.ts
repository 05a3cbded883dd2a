import { describe, expect, it } from 'vitest';
import { histogram, outputStatistics, percentile, summarizePaths } from './summarize';
import { monteCarloDefaults } from './parameters';
import type { PathOutputs } from './simulate-paths';

const sorted = (values: number[]) => Float64Array.from(values).sort();

describe('percentiles by the linear rule (docs/monte-carlo.md section 8)', () => {
  it('checks by hand on 10, 20, 30, 40: h = 3q, P_q = y[k] + (h − k)(y[k + 1] − y[k])', () => {
    const y = sorted([40, 10, 30, 20]);
    // P5: h = 0.15 → 10 + 0.15 × 10; P50: h = 1.5 → 25; P95: h = 2.85 → 30 + 0.85 × 10; P100: y[3]
    expect(percentile({ sorted: y, q: 0.05 })).toBeCloseTo(11.5, 12);
    expect(percentile({ sorted: y, q: 0.5 })).toBe(25);
    expect(percentile({ sorted: y, q: 0.95 })).toBeCloseTo(38.5, 12);
    expect(percentile({ sorted: y, q: 1 })).toBe(40);
    expect(percentile({ sorted: y, q: 0 })).toBe(10);
  });

  it('matches PERCENTILE.INC on 1 … 101 exactly at whole ranks, and gives equal values exactly', () => {
    const y = sorted(Array.from({ length: 101 }, (_, index) => index + 1));
    expect(percentile({ sorted: y, q: 0.05 })).toBe(6);
    expect(percentile({ sorted: y, q: 0.95 })).toBe(96);
    expect(percentile({ sorted: sorted([0.1, 0.1, 0.1]), q: 0.37 })).toBe(0.1);
    expect(percentile({ sorted: sorted([7]), q: 0.95 })).toBe(7);
  });
});

describe('statistics of one output', () => {
  it('checks by hand on 1, null, 2, 3, null, 4', () => {
    const stats = outputStatistics([1, null, 2, 3, null, 4]);
    // mean 2.5; sample variance (2.25 + 0.25 + 0.25 + 2.25) / 3 = 5/3
    expect(stats).toEqual({
      count: 4,
      nullCount: 2,
      mean: 2.5,
      stdDev: expect.closeTo(Math.sqrt(5 / 3), 14),
      min: 1,
      p5: expect.closeTo(1.15, 14),
      p50: 2.5,
      p95: expect.closeTo(3.85, 14),
      max: 4,
    });
  });

  it('sorts numerically, not as text', () => {
    expect(outputStatistics([10, 9, -1, 100]).min).toBe(-1);
    expect(outputStatistics([10, 9, -1, 100]).max).toBe(100);
  });

  it('has no standard deviation below two values, and nothing but counts without values', () => {
    expect(outputStatistics([5, null]).stdDev).toBeNull();
    expect(outputStatistics([null, null])).toEqual({ count: 0, nullCount: 2, mean: null, stdDev: null, min: null, p5: null, p50: null, p95: null, max: null });
  });

  it('gives a standard deviation of exactly 0 for equal values whose sum rounds', () => {
    expect(outputStatistics(Array.from({ length: 200 }, () => 18045795.796826813)).stdDev).toBe(0);
  });
});

describe('histograms: 40 bins from P0.5 to P99.5, tails in the end bins', () => {
  it('bins 0 … 999 into 40 bins of width (P99.5 − P0.5) / 40 and counts the tails', () => {
    const values = Array.from({ length: 1000 }, (_, index) => index);
    const result = histogram(values);
    // P0.5 = 999 × 0.005 = 4.995, P99.5 = 994.005
    expect(result?.lo).toBeCloseTo(4.995, 12);
    expect(result?.hi).toBeCloseTo(994.005, 12);
    expect(result?.counts).toHaveLength(40);
    expect(result?.counts.reduce((sum, count) => sum + count, 0)).toBe(1000);
    expect([result?.tailBelow, result?.tailAbove]).toEqual([5, 5]);
    // The first bin [4.995, 29.7225) holds 0 … 29 (the tail 0 … 4 included), the last holds 970 … 999.
    expect(result?.counts[0]).toBe(30);
    expect(result?.counts[39]).toBe(30);
  });

  it('puts equal values in a single bin, and has none without values', () => {
    expect(histogram([3, 3, null, 3])).toEqual({ lo: 3, hi: 3, counts: [3], tailBelow: 0, tailAbove: 0 });
    expect(histogram([null])).toBeNull();
  });
});

describe('the summary (docs/monte-carlo.md sections 8 and 11)', () => {
  const outputs: PathOutputs = {
    firstPath: 0,
    dcfValue: [10, 12, 8, 11],
    projectNpv: [-1, 0, -3, 1],
    equityIrr: [0.1, null, 0.05, 0.2],
    equityIrrRoots: [1, 0, 2, 1],
    minDscr: [1.2, 0.9, 1, null],
    covenantBreachDate: [null, '2030-07-01', null, '2028-01-01'],
    covenantBreaches: [
      { minimumValueClause: [], dscr: [2], liquidity: [], maxCureAmount: 0 },
      { minimumValueClause: [3, 4], dscr: [], liquidity: [], maxCureAmount: 100 },
      { minimumValueClause: [], dscr: [2, 3], liquidity: [], maxCureAmount: 0 },
      { minimumValueClause: [1, 3], dscr: [], liquidity: [], maxCureAmount: 300 },
    ],
  };
  const base = { dcfValue: 11, projectNpv: 0, equityIrr: 0.1, minDscr: 1.1, covenantBreach: { minimumValueClause: false, dscr: true, liquidity: null } };
  const covenants = { modelYears: 4, dscr: true, liquidity: false };
  const summary = summarizePaths({ parameters: { ...monteCarloDefaults, paths: 4 }, base, outputs, covenants });

  it('counts probabilities as shares of all N paths with strict inequalities', () => {
    // NPV 0 is not below zero; a DSCR of exactly 1 is not below one; a null DSCR is not counted.
    expect(summary.probabilities).toEqual({ npvBelowZero: 0.5, minDscrBelowOne: 0.25 });
  });

  it('counts each covenant breached at least once, per model year and by first breach year, with the expected cure', () => {
    expect(summary.covenantBreach).toEqual({
      // Paths 2 and 4 of 4 breach the clause: in years 3 and 4, and 1 and 3, so year 3 counts both; the cure
      // amounts 0, 100, 0, 300 average (0 + 100 + 0 + 300) / 4 = 100.
      minimumValueClause: { probability: 0.5, byYear: [0.25, 0, 0.5, 0.25], firstBreachByYear: [0.25, 0, 0.25, 0], expectedCureAmount: 100 },
      // Paths 1 and 3 breach the DSCR covenant, both first in year 2.
      dscr: { probability: 0.5, byYear: [0, 0.5, 0.25, 0], firstBreachByYear: [0, 0.5, 0, 0] },
      // No liquidity covenant is set.
      liquidity: null,
    });
  });

  it('has no expected cure amount without test dates', () => {
    const withoutTests = outputs.covenantBreaches.map(() => ({ minimumValueClause: [], dscr: [], liquidity: [], maxCureAmount: null }));
    const unsecured = summarizePaths({ parameters: monteCarloDefaults, base, outputs: { ...outputs, covenantBreaches: withoutTests }, covenants });
    expect(unsecured.covenantBreach.minimumValueClause).toEqual({
      probability: 0,
      byYear: [0, 0, 0, 0],
      firstBreachByYear: [0, 0, 0, 0],
      expectedCureAmount: null,
    });
  });

  it('counts null and ambiguous equity IRRs', () => {
    expect(summary.statistics.equityIrr).toMatchObject({ count: 3, nullCount: 1, ambiguousCount: 1, min: 0.05, max: 0.2 });
  });

  it('has the keys of section 11 in its order, and histograms besides', () => {
    expect(Object.keys(summary)).toEqual(['method', 'scenario', 'parameters', 'base', 'statistics', 'probabilities', 'covenantBreach', 'histograms']);
    expect(Object.keys(summary.statistics.equityIrr)).toEqual(['count', 'nullCount', 'ambiguousCount', 'mean', 'stdDev', 'min', 'p5', 'p50', 'p95', 'max']);
    expect(Object.keys(summary.parameters)).toEqual(['paths', 'seed', 'volatility', 'reversion', 'valueReversion', 'opexVolatility', 'scrapVolatility']);
    expect(summary.method).toBe('keelson-monte-carlo-2');
  });

  it('gives a null DSCR probability when every path has no debt service', () => {
    const withoutDebt = summarizePaths({ parameters: monteCarloDefaults, base, outputs: { ...outputs, minDscr: [null, null, null, null] }, covenants });
    expect(withoutDebt.probabilities.minDscrBelowOne).toBeNull();
    expect(withoutDebt.histograms.minDscr).toBeNull();
  });
});
