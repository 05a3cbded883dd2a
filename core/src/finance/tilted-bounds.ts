import { roundingSlack } from './sign-bounds';
import type { TimedCashflows } from './timed-cashflows';

/**
 * Bounds of N(u) = Σ a_i · exp(−t_i · u) over a whole stretch of rates [low, high] from sums at its two ends only
 * (docs/spec/calculation.md section 8's grid, far from a root). With every t_i ≥ 0, tilt by any T ≥ 0:
 * M(u) = exp(T·u) · N(u) = Σ a_i · exp((T − t_i) · u) has the sign of N, and each of its terms moves one way — a term
 * with t_i ≤ T grows in magnitude as u rises, one with t_i > T shrinks — so each term is smallest and largest at a
 * known end of the stretch. That bounds M and the magnitude of N's terms (and so the rounding of N's evaluation) by
 * block sums at the ends; dividing by exp(T · high) gives the forms below with s = exp(T · (low − high)) ≤ 1. The tilts
 * tried are the largest time of each prefix of blocks, so that every term's side of T is exact.
 */

/** Into how many stretches of time the terms are cut (block 0 holds t = 0). */
const blockCount = 8;

/** Each term's block, and for each j the tilt T_j: the largest time in blocks 0…j (0 when they are empty). */
export type TimeBlocks = { block: Uint8Array; tilts: Float64Array; count: number; longestTime: number };

/** The blocks of a time axis, or null when a time is negative or not finite (the terms would not move one way). */
export function timeBlocks(times: Float64Array): TimeBlocks | null {
  let longestTime = 0;
  for (const time of times) {
    if (!(time >= 0) || !Number.isFinite(time)) return null;
    longestTime = Math.max(longestTime, time);
  }
  const block = new Uint8Array(times.length);
  const tilts = new Float64Array(blockCount + 1);
  for (let index = 0; index < times.length; index += 1) {
    const time = times[index] ?? 0;
    // Monotone in t, so a later block never holds an earlier or equal time.
    const at = longestTime === 0 ? 0 : Math.min(blockCount, Math.ceil((blockCount * time) / longestTime));
    block[index] = at;
    tilts[at] = Math.max(tilts[at] ?? 0, time);
  }
  for (let j = 1; j <= blockCount; j += 1) tilts[j] = Math.max(tilts[j] ?? 0, tilts[j - 1] ?? 0);
  return { block, tilts, count: times.length, longestTime };
}

/**
 * At one rate u: Σ a_i f_i over the terms with a_i > 0 (positive) and the others (negative), of blocks 0…j for each
 * j; and Σ |a_i|, for the rounding near underflow.
 */
export type BlockSums = { logGrowth: number; positive: number[]; negative: number[]; amountMagnitude: number };

/**
 * N at a rate whose factors are known, summed in index order exactly as discountedSum does, and its block sums
 * beside it.
 */
export function valueWithBlockSums(options: { flows: TimedCashflows; factors: Float64Array; logGrowth: number; blocks: TimeBlocks }) {
  const { flows, factors, blocks } = options;
  const { amounts } = flows;
  // Plain arrays: a small typed array costs more to allocate than all its sums.
  const positive = new Array<number>(blockCount + 1).fill(0);
  const negative = new Array<number>(blockCount + 1).fill(0);
  let value = 0;
  let amountMagnitude = 0;
  // The block's sums are kept in hand while the block stays the same (times in order: once per block).
  let at = blocks.block[0] ?? 0;
  let positiveSum = 0;
  let negativeSum = 0;
  for (let index = 0; index < amounts.length; index += 1) {
    const amount = amounts[index] ?? 0;
    const term = amount * (factors[index] ?? 0);
    value += term;
    amountMagnitude += Math.abs(amount);
    const block = blocks.block[index] ?? 0;
    if (block !== at) {
      positive[at] = (positive[at] ?? 0) + positiveSum;
      negative[at] = (negative[at] ?? 0) + negativeSum;
      at = block;
      positiveSum = 0;
      negativeSum = 0;
    }
    if (amount > 0) positiveSum += term;
    else negativeSum += term;
  }
  positive[at] = (positive[at] ?? 0) + positiveSum;
  negative[at] = (negative[at] ?? 0) + negativeSum;
  for (let j = 1; j <= blockCount; j += 1) {
    positive[j] = (positive[j] ?? 0) + (positive[j - 1] ?? 0);
    negative[j] = (negative[j] ?? 0) + (negative[j - 1] ?? 0);
  }
  const sums: BlockSums = { logGrowth: options.logGrowth, positive, negative, amountMagnitude };
  return { value, sums };
}

/**
 * The sign that N's evaluation is certain to have at every rate strictly between low and high (low below high), or
 * 0. For tilt T_j, with s = exp(T_j · (u_low − u_high)) and ≤ / > the blocks up to j and after it (P positive, Q the
 * other sums):
 *   N(u) · exp(T_j · (u − u_high)) ≥ s · (P≤(low) + Q>(low)) + P>(high) + Q≤(high),
 *   N(u) · exp(T_j · (u − u_high)) ≤ P≤(high) + Q>(high) + s · (P>(low) + Q≤(low)),
 *   Σ |terms at u| · exp(T_j · (u − u_high)) ≤ (P≤ − Q≤)(high) + s · (P> − Q>)(low),
 * and a sign is claimed when a bound clears the slack of signBounds on that magnitude: it covers the rounding of N's
 * own evaluation and of these sums. Non-finite sums or a vanishing s never tell.
 */
export function certainSignAcross(blocks: TimeBlocks, low: BlockSums, high: BlockSums): number {
  if (!(low.logGrowth < high.logGrowth)) return 0;
  const units = 8 * blocks.count + 32 + 8 * blocks.longestTime * Math.max(Math.abs(low.logGrowth), Math.abs(high.logGrowth));
  const last = blockCount;
  const lowPositive = low.positive[last] ?? 0;
  const lowNegative = low.negative[last] ?? 0;
  const highPositive = high.positive[last] ?? 0;
  const highNegative = high.negative[last] ?? 0;
  for (let j = 0; j <= last; j += 1) {
    const s = Math.exp((blocks.tilts[j] ?? 0) * (low.logGrowth - high.logGrowth));
    if (!(s > 1e-250)) continue;
    // Blocks 0…j (≤) and after j (>), at each end.
    const lowPositiveUpTo = low.positive[j] ?? 0;
    const lowNegativeUpTo = low.negative[j] ?? 0;
    const highPositiveUpTo = high.positive[j] ?? 0;
    const highNegativeUpTo = high.negative[j] ?? 0;
    const lowPositiveAfter = lowPositive - lowPositiveUpTo;
    const lowNegativeAfter = lowNegative - lowNegativeUpTo;
    const lower = s * (lowPositiveUpTo + lowNegativeAfter) + (highPositive - highPositiveUpTo) + highNegativeUpTo;
    const upper = highPositiveUpTo + (highNegative - highNegativeUpTo) + s * (lowPositiveAfter + lowNegativeUpTo);
    const magnitude = highPositiveUpTo - highNegativeUpTo + s * (lowPositiveAfter - lowNegativeAfter);
    const slack = roundingSlack({ units, magnitude, amountMagnitude: low.amountMagnitude });
    if (!Number.isFinite(lower) || !Number.isFinite(upper) || !Number.isFinite(slack)) continue;
    if (lower > slack) return 1;
    if (upper < -slack) return -1;
  }
  return 0;
}
