/**
 * A value axis as a reader checks it: it includes zero, and its ticks fall at round steps, 1, 2, 2.5 or 5 × 10^k
 * (0, 2.5, 5, 7.5 m — never 0, 3, 6, 10 m or steps of 6.5 m).
 */
export type RoundTicks = {
  /** The axis runs from the first tick to the last: zero and every value lie within. */
  domain: [number, number];
  ticks: number[];
  step: number;
};

/** The multiples of a power of ten that a step may be, smallest first. */
const roundSteps = [1, 2, 2.5, 5] as const;

/** A multiple of the step without the float noise of 3 × 0.1 = 0.30000000000000004. */
function clean(value: number): number {
  const rounded = Number(value.toPrecision(12));
  return rounded === 0 ? 0 : rounded;
}

/** The round steps from 10^k upwards: 1, 2, 2.5, 5, 10, 20, 25, 50, 100 … × 10^k. */
function* stepsFrom(exponent: number): Generator<number> {
  for (let power = exponent; ; power += 1) for (const multiple of roundSteps) yield clean(multiple * 10 ** power);
}

/**
 * The ticks of a value axis over the values (and any levels drawn on it, such as a covenant line): the smallest round
 * step that covers them, zero included, in at most `maxIntervals` steps, and the domain from the first tick to the
 * last. Values that are not finite are left out; with no value but zero the axis runs from 0 to 1. Tick labels
 * need at most two decimals after the compact notation's division (1.25 m at steps of 250 k).
 */
export function roundTicks(values: readonly number[], maxIntervals = 5): RoundTicks {
  if (!Number.isInteger(maxIntervals) || maxIntervals < 1) throw new Error(`maxIntervals must be a whole number of at least 1: ${maxIntervals}`);
  const finite = values.filter((value) => Number.isFinite(value));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const span = high - low;
  if (span === 0) return roundTicks([1], maxIntervals);
  // Start one power of ten below the span's size spread over the intervals, so the smallest fitting step is found.
  const exponent = Math.floor(Math.log10(span / maxIntervals)) - 1;
  for (const step of stepsFrom(exponent)) {
    const first = Math.floor(clean(low / step));
    const last = Math.ceil(clean(high / step));
    if (last - first > maxIntervals) continue;
    const ticks = Array.from({ length: last - first + 1 }, (_, index) => clean((first + index) * step));
    return { domain: [ticks[0] ?? 0, ticks[ticks.length - 1] ?? 0], ticks, step };
  }
  throw new Error('unreachable: the steps grow without bound');
}
