import { describe, expect, it } from 'vitest';
import { masterGenerator, nextState, normal, pathGenerators, splitmix32, uniform, xoshiro128ss } from './random';

const hex = (words: readonly number[]) => words.map((word) => `0x${word.toString(16).toUpperCase().padStart(8, '0')}`);

describe('the generators of docs/monte-carlo.md section 6', () => {
  it('reproduces the golden values for S = 1: master state, path 0 state, its outputs and normals', () => {
    expect(hex(nextState(splitmix32(1)))).toEqual(['0x5E2D1772', '0x14E498F0', '0xD20EA1FD', '0xB382F339']);
    expect(hex(nextState(masterGenerator(1)))).toEqual(['0x177119D4', '0x81962DE5', '0xE3609AB3', '0x7CBCC17A']);
    const path0 = pathGenerators({ seed: 1, firstPath: 0 })();
    expect(nextState(path0)).toEqual([3003687643, 1825992269, 2963557570, 2655600421]);
    const normals = pathGenerators({ seed: 1, firstPath: 0 })();
    expect(normal(normals)).toBeCloseTo(-0.753877297064, 12);
    expect(normal(normals)).toBeCloseTo(-0.634218728169, 12);
    expect(normal(normals)).toBeCloseTo(-0.079581803977, 12);
  });

  it('gives path p the same numbers whether the chunk starts at 0 or at p', () => {
    const fromZero = pathGenerators({ seed: 42, firstPath: 0 });
    const streams = Array.from({ length: 12 }, () => nextState(fromZero()));
    for (const p of [0, 1, 5, 11]) expect(nextState(pathGenerators({ seed: 42, firstPath: p })())).toEqual(streams[p]);
  });

  it('gives other numbers for another seed, and the same for the same one', () => {
    expect(nextState(masterGenerator(2))).not.toEqual(nextState(masterGenerator(1)));
    expect(nextState(masterGenerator(4294967295))).toEqual(nextState(masterGenerator(4294967295)));
  });

  it('keeps every output an unsigned 32-bit integer', () => {
    const source = masterGenerator(7);
    for (let index = 0; index < 1000; index += 1) {
      const word = source();
      expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
    }
  });

  it('replaces an all-zero state, which would give zeros forever', () => {
    const source = xoshiro128ss([0, 0, 0, 0]);
    expect([source(), source(), source()].some((word) => word !== 0)).toBe(true);
  });

  it('maps words strictly inside (0, 1), so that ln u₁ is finite and |ε| ≤ sqrt(2 ln 2³³)', () => {
    expect(uniform(0)).toBe(0.5 / 2 ** 32);
    expect(uniform(2 ** 32 - 1)).toBe(1 - 0.5 / 2 ** 32);
    const extreme = Math.sqrt(-2 * Math.log(uniform(0)));
    expect(extreme).toBeCloseTo(Math.sqrt(2 * Math.log(2 ** 33)), 12);
    expect(extreme).toBeLessThan(6.77);
  });

  it('draws standard normals: mean 0 and variance 1 within four standard errors over 100000 draws', () => {
    const source = masterGenerator(3);
    const n = 100_000;
    let sum = 0;
    let squares = 0;
    for (let index = 0; index < n; index += 1) {
      const value = normal(source);
      sum += value;
      squares += value * value;
    }
    expect(Math.abs(sum / n)).toBeLessThan(4 / Math.sqrt(n));
    // Var[ε²] = 2 for a standard normal.
    expect(Math.abs(squares / n - 1)).toBeLessThan(4 * Math.sqrt(2 / n));
  });
});
