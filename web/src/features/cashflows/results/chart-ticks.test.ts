import { describe, expect, it } from 'vitest';
import { roundTicks } from './chart-ticks';

/** Whether a step is 1, 2, 2.5 or 5 × 10^k. */
function isRoundStep(step: number): boolean {
  const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(12));
  return [1, 2, 2.5, 5].includes(mantissa);
}

describe('roundTicks', () => {
  it('steps a liquidity of up to 9.3 m in 2 m, or in 2.5 m with four intervals: 0, 2.5, 5, 7.5, 10 m', () => {
    expect(roundTicks([1_200_000, 9_300_000, 4_000_000]).ticks).toEqual([0, 2_000_000, 4_000_000, 6_000_000, 8_000_000, 10_000_000]);
    expect(roundTicks([1_200_000, 9_300_000, 4_000_000], 4)).toEqual({
      domain: [0, 10_000_000],
      ticks: [0, 2_500_000, 5_000_000, 7_500_000, 10_000_000],
      step: 2_500_000,
    });
  });

  it('takes zero into an axis whose values all lie below it: −3.5 m to −17.5 m runs from −20 m to 0', () => {
    expect(roundTicks([-3_500_000, -17_500_000])).toEqual({
      domain: [-20_000_000, 0],
      ticks: [-20_000_000, -15_000_000, -10_000_000, -5_000_000, 0],
      step: 5_000_000,
    });
  });

  it('takes zero into an axis whose values all lie above it', () => {
    expect(roundTicks([12_000_000, 17_700_000]).ticks).toEqual([0, 5_000_000, 10_000_000, 15_000_000, 20_000_000]);
  });

  it('spans values on both sides of zero', () => {
    expect(roundTicks([-2_208_500, 6_100_000])).toEqual({
      domain: [-2_500_000, 7_500_000],
      ticks: [-2_500_000, 0, 2_500_000, 5_000_000, 7_500_000],
      step: 2_500_000,
    });
  });

  it('never steps in 3s or 6.5s: 0 to 13 m in 2.5 m steps would need six, so 5 m steps', () => {
    const { ticks, step } = roundTicks([13_000_000]);
    expect(step).toBe(5_000_000);
    expect(ticks).toEqual([0, 5_000_000, 10_000_000, 15_000_000]);
    expect(roundTicks([13_000_000], 6).ticks).toEqual([0, 2_500_000, 5_000_000, 7_500_000, 10_000_000, 12_500_000, 15_000_000]);
  });

  it('steps ratios without float noise: an LTV of 0.6045 and a clause of 1 / 1.3 in steps of 0.2', () => {
    expect(roundTicks([0.6045, 1 / 1.3, 0.6])).toEqual({ domain: [0, 0.8], ticks: [0, 0.2, 0.4, 0.6, 0.8], step: 0.2 });
    expect(roundTicks([0.3])).toEqual({ domain: [0, 0.3], ticks: [0, 0.1, 0.2, 0.3], step: 0.1 });
    expect(roundTicks([0.93, 1.1, 1.45]).ticks).toEqual([0, 0.5, 1, 1.5]);
  });

  it('leaves out values that are not finite and runs from 0 to 1 with nothing else', () => {
    expect(roundTicks([Number.NaN, Number.POSITIVE_INFINITY, 2])).toEqual({ domain: [0, 2], ticks: [0, 0.5, 1, 1.5, 2], step: 0.5 });
    expect(roundTicks([])).toEqual({ domain: [0, 1], ticks: [0, 0.2, 0.4, 0.6, 0.8, 1], step: 0.2 });
    expect(roundTicks([0, 0]).domain).toEqual([0, 1]);
  });

  it('rejects a number of intervals that is not a whole number of at least 1', () => {
    expect(() => roundTicks([1], 0)).toThrow();
    expect(() => roundTicks([1], 2.5)).toThrow();
  });

  it('always includes zero, covers every value in at most the intervals asked, at a round step', () => {
    // A deterministic spread of magnitudes and signs: from cents to billions, one side of zero or both.
    const samples: number[][] = [];
    for (let exponent = -3; exponent <= 10; exponent += 1)
      for (const [a, b] of [
        [1.7, 0],
        [-4.3, 0.2],
        [9.99, 3.1],
        [-1, -7.77],
        [2.501, -2.499],
        [6.5, 13],
      ] as const)
        samples.push([a * 10 ** exponent, b * 10 ** exponent]);
    for (const values of samples)
      for (const maxIntervals of [3, 4, 5, 6, 8]) {
        const { domain, ticks, step } = roundTicks(values, maxIntervals);
        expect(ticks).toContain(0);
        expect(ticks.length - 1).toBeLessThanOrEqual(maxIntervals);
        expect(isRoundStep(step)).toBe(true);
        expect(domain).toEqual([ticks[0], ticks[ticks.length - 1]]);
        for (const value of values) {
          expect(value).toBeGreaterThanOrEqual(domain[0]);
          expect(value).toBeLessThanOrEqual(domain[1]);
        }
        for (const [index, tick] of ticks.entries()) expect(Math.abs(tick - ((ticks[0] ?? 0) + index * step))).toBeLessThanOrEqual(step * 1e-9);
        // The smallest round step that fits: the next smaller one would need more intervals.
        const smaller = ticks.length > 2 ? roundTicks(values, ticks.length - 2) : null;
        if (smaller !== null) expect(smaller.step).toBeGreaterThan(step);
      }
  });
});
