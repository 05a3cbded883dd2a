import { describe, expect, it } from 'vitest';
import { histogramBins, histogramPosition } from './histogram-bins';

const counts = (...values: number[]) => [...values, ...Array.from({ length: 40 - values.length }, () => 0)];

describe('the bins of a Monte Carlo histogram', () => {
  it('splits lo … hi into 40 equal bins: 0 … 80 gives bins 2 wide', () => {
    const bins = histogramBins({ lo: 0, hi: 80, counts: counts(3, 5), tailBelow: 0, tailAbove: 0 });
    expect(bins).toHaveLength(40);
    expect(bins[0]).toEqual({ from: 0, to: 2, count: 3, openBelow: false, openAbove: false });
    expect(bins[1]).toEqual({ from: 2, to: 4, count: 5, openBelow: false, openAbove: false });
    expect(bins[39]).toMatchObject({ from: 78, to: 80, count: 0 });
  });

  it('marks the end bins open when they hold values beyond lo or hi', () => {
    const bins = histogramBins({ lo: -40, hi: 40, counts: counts(7), tailBelow: 2, tailAbove: 1 });
    expect(bins[0]).toMatchObject({ openBelow: true, openAbove: false });
    expect(bins[39]).toMatchObject({ openBelow: false, openAbove: true });
    expect(bins.slice(1, 39).some((bin) => bin.openBelow || bin.openAbove)).toBe(false);
  });

  it('is one bin holding every value when hi equals lo (zero volatility)', () => {
    expect(histogramBins({ lo: 5, hi: 5, counts: [200], tailBelow: 0, tailAbove: 0 })).toEqual([
      { from: 5, to: 5, count: 200, openBelow: false, openAbove: false },
    ]);
  });
});

describe('the position of a value on the histogram axis', () => {
  it('is 0 at lo, 1 at hi, a quarter at a quarter, and clamped beyond', () => {
    const histogram = { lo: 100, hi: 500 };
    expect(histogramPosition(histogram, 100)).toBe(0);
    expect(histogramPosition(histogram, 200)).toBe(0.25);
    expect(histogramPosition(histogram, 500)).toBe(1);
    expect(histogramPosition(histogram, 50)).toBe(0);
    expect(histogramPosition(histogram, 900)).toBe(1);
  });

  it('is the middle of a one-bin histogram', () => {
    expect(histogramPosition({ lo: 7, hi: 7 }, 7)).toBe(0.5);
  });
});
