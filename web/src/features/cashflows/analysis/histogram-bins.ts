import type { Histogram } from '@keelson/core';

export type HistogramBin = {
  /** The bin's lower and upper edge (docs/monte-carlo.md section 8: 40 equal bins from P0.5 to P99.5). */
  from: number;
  to: number;
  count: number;
  /** The first bin holds the values below lo, the last those above hi: the chart labels them "≤ lo" and "≥ hi". */
  openBelow: boolean;
  openAbove: boolean;
};

/** The bins of core's histogram with their edges; a histogram with hi = lo is one bin [lo, lo] holding every value. */
export function histogramBins(histogram: Histogram): HistogramBin[] {
  const { lo, hi, counts, tailBelow, tailAbove } = histogram;
  if (hi === lo) return [{ from: lo, to: hi, count: counts.reduce((sum, count) => sum + count, 0), openBelow: false, openAbove: false }];
  const width = (hi - lo) / counts.length;
  return counts.map((count, index) => ({
    from: lo + index * width,
    to: index === counts.length - 1 ? hi : lo + (index + 1) * width,
    count,
    openBelow: index === 0 && tailBelow > 0,
    openAbove: index === counts.length - 1 && tailAbove > 0,
  }));
}

/**
 * Where a value lies along the histogram's axis, 0 at lo and 1 at hi; values beyond the tails are drawn at the
 * edge, where the end bins hold them. A one-bin histogram puts every value in its middle.
 */
export function histogramPosition(histogram: Pick<Histogram, 'lo' | 'hi'>, value: number): number {
  const { lo, hi } = histogram;
  if (hi === lo) return 0.5;
  return Math.min(1, Math.max(0, (value - lo) / (hi - lo)));
}
