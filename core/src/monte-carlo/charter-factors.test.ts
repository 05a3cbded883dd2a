import { describe, expect, it } from 'vitest';
import { charterFactors, charterProcess, levelFactor } from './charter-factors';
import { masterGenerator, normal } from './random';

describe('the charter process of docs/monte-carlo.md section 3', () => {
  it('checks by hand: σ = 0.25, κ = 0.5, ε = 1, −1, 0.5', () => {
    const process = charterProcess({ volatility: 0.25, reversion: 0.5, years: 3 });
    expect(process.a).toBeCloseTo(0.6065307, 7);
    expect(process.s).toBeCloseTo(0.198765, 6);
    expect(Array.from(process.variances)).toEqual([expect.closeTo(0.039508, 6), expect.closeTo(0.054042, 6), expect.closeTo(0.059388, 6)]);
    const factors = charterFactors({ process, normals: [1, -1, 0.5] });
    expect(Array.from(factors)).toEqual([expect.closeTo(1.196034, 6), expect.closeTo(0.900119, 6), expect.closeTo(1.022502, 6)]);
  });

  it('is a random walk at κ = 0: a = 1, s = σ, v_j = σ² j', () => {
    const process = charterProcess({ volatility: 0.2, reversion: 0, years: 4 });
    expect(process.a).toBe(1);
    expect(process.s).toBe(0.2);
    expect(Array.from(process.variances)).toEqual([1, 2, 3, 4].map((j) => 0.2 * 0.2 * j));
    // x = 0.2, 0.2 − 0.1, …: F_j = exp(x_j − v_j / 2)
    expect(charterFactors({ process, normals: [1, -0.5, 0, 2] })[3]).toBeCloseTo(Math.exp(0.2 * 2.5 - 0.08), 15);
  });

  it('agrees within 1e-9 for κ = 1e-12 and κ = 0, as −expm1 keeps small κ precise', () => {
    const normals = Array.from({ length: 60 }, (_, index) => Math.sin(index + 1) * 2);
    const walk = charterFactors({ process: charterProcess({ volatility: 1, reversion: 0, years: 60 }), normals });
    const nearWalk = charterFactors({ process: charterProcess({ volatility: 1, reversion: 1e-12, years: 60 }), normals });
    for (const [index, factor] of walk.entries()) expect(Math.abs((nearWalk[index] ?? 0) - factor)).toBeLessThanOrEqual(1e-9 * Math.max(Math.abs(factor), 1));
  });

  it('gives factors of exactly 1 at σ = 0, whatever κ and ε', () => {
    for (const reversion of [0, 0.5, 5]) {
      const factors = charterFactors({ process: charterProcess({ volatility: 0, reversion, years: 5 }), normals: [3, -6.7, 0.1, -0.2, 5] });
      expect(Array.from(factors)).toEqual([1, 1, 1, 1, 1]);
    }
  });

  it('tends to the long-run variance σ² / (2κ)', () => {
    const process = charterProcess({ volatility: 0.25, reversion: 0.5, years: 40 });
    expect(process.variances[39]).toBeCloseTo(0.0625, 12);
  });

  it('has mean 1 per year within four standard errors over 100000 draws (the mean correction v_j / 2)', () => {
    const process = charterProcess({ volatility: 0.4, reversion: 0.3, years: 10 });
    const source = masterGenerator(11);
    const n = 100_000;
    const sums = new Float64Array(10);
    const squares = new Float64Array(10);
    const normals = new Float64Array(10);
    const factors = new Float64Array(10);
    for (let draw = 0; draw < n; draw += 1) {
      for (let j = 0; j < 10; j += 1) normals[j] = normal(source);
      charterFactors({ process, normals, into: factors });
      for (let j = 0; j < 10; j += 1) {
        sums[j] = (sums[j] ?? 0) + (factors[j] ?? 0);
        squares[j] = (squares[j] ?? 0) + (factors[j] ?? 0) ** 2;
      }
    }
    for (let j = 0; j < 10; j += 1) {
      const mean = (sums[j] ?? 0) / n;
      const standardError = Math.sqrt(((squares[j] ?? 0) / n - mean * mean) / n);
      expect(Math.abs(mean - 1)).toBeLessThan(4 * standardError);
    }
  });
});

describe('the opex and scrap level shocks of docs/monte-carlo.md section 4', () => {
  it('is exp(σ z − σ² / 2), exactly 1 when σ = 0', () => {
    expect(levelFactor({ volatility: 0.2, normal: 1.5 })).toBeCloseTo(Math.exp(0.3 - 0.02), 15);
    expect(levelFactor({ volatility: 0, normal: -4 })).toBe(1);
  });

  it('has mean 1 within four standard errors over 100000 draws', () => {
    const source = masterGenerator(5);
    const n = 100_000;
    let sum = 0;
    let squares = 0;
    for (let draw = 0; draw < n; draw += 1) {
      const factor = levelFactor({ volatility: 0.5, normal: normal(source) });
      sum += factor;
      squares += factor * factor;
    }
    const mean = sum / n;
    expect(Math.abs(mean - 1)).toBeLessThan(4 * Math.sqrt((squares / n - mean * mean) / n));
  });
});
