/** A rate at which every discount factor f_i = exp(−t_i · u), u = ln(1 + r), has been computed already. */
export type KnownFactors = { logGrowth: number; factors: Float64Array };

/**
 * Linear bounds of N(u) = Σ a_i · exp(−t_i · u) for u between two rates whose factors are known. Each term is
 * convex in u, so it lies below its chord and above its tangents: with the terms split by the sign of a_i, N is
 * enclosed by two lines per side, and `slack` covers every rounding of N's own evaluation and of the bounds.
 */
export type SignBounds = {
  lowU: number;
  highU: number;
  /** Σ a_i f_i over a_i > 0 at the low and high rate, and Σ a_i t_i f_i, the tangents' slopes. */
  positiveLow: number;
  positiveHigh: number;
  positiveSlopeLow: number;
  positiveSlopeHigh: number;
  /** The same over a_i < 0. */
  negativeLow: number;
  negativeHigh: number;
  negativeSlopeLow: number;
  negativeSlopeHigh: number;
  slack: number;
};

/** The bounds of N between two rates with known factors (low below high). */
export function signBounds(flows: { amounts: Float64Array; times: Float64Array }, low: KnownFactors, high: KnownFactors): SignBounds {
  const { amounts, times } = flows;
  const bounds = {
    lowU: low.logGrowth,
    highU: high.logGrowth,
    positiveLow: 0,
    positiveHigh: 0,
    positiveSlopeLow: 0,
    positiveSlopeHigh: 0,
    negativeLow: 0,
    negativeHigh: 0,
    negativeSlopeLow: 0,
    negativeSlopeHigh: 0,
    slack: 0,
  };
  let magnitude = 0;
  let amountMagnitude = 0;
  let longestTime = 0;
  for (let index = 0; index < amounts.length; index += 1) {
    const amount = amounts[index] ?? 0;
    const time = times[index] ?? 0;
    const atLow = amount * (low.factors[index] ?? 0);
    const atHigh = amount * (high.factors[index] ?? 0);
    if (amount > 0) {
      bounds.positiveLow += atLow;
      bounds.positiveHigh += atHigh;
      bounds.positiveSlopeLow += atLow * time;
      bounds.positiveSlopeHigh += atHigh * time;
    } else {
      bounds.negativeLow += atLow;
      bounds.negativeHigh += atHigh;
      bounds.negativeSlopeLow += atLow * time;
      bounds.negativeSlopeHigh += atHigh * time;
    }
    magnitude += Math.max(Math.abs(atLow), Math.abs(atHigh));
    amountMagnitude += Math.abs(amount);
    longestTime = Math.max(longestTime, Math.abs(time));
  }
  const units = 8 * amounts.length + 32 + 8 * longestTime * Math.max(Math.abs(low.logGrowth), Math.abs(high.logGrowth));
  bounds.slack = roundingSlack({ units, magnitude, amountMagnitude });
  return bounds;
}

/**
 * What the rounding of N's evaluation and of its bounds may amount to: a sum of n rounded terms errs by at most about
 * n units in the last place of Σ|terms|, each term by a few more (exp, the product t · u), and `units` allows eight
 * times that; near underflow every rounding may also err by the smallest subnormal, a factor that underflows by that
 * times its amount (Σ|a_i| bounds them all).
 */
export function roundingSlack(options: { units: number; magnitude: number; amountMagnitude: number }): number {
  const { units, magnitude, amountMagnitude } = options;
  return units * (Number.EPSILON * magnitude + Number.MIN_VALUE * (1 + amountMagnitude));
}

/**
 * The sign that N's evaluation at u = ln(1 + r) is certain to have, for u between the bounds' rates: 1 or −1, or 0
 * when the bounds cannot tell (then N must be evaluated). Non-finite bounds never tell.
 */
export function certainSign(bounds: SignBounds, u: number): number {
  const { lowU, highU } = bounds;
  if (!(lowU < highU) || u < lowU || u > highU) return 0;
  const share = (u - lowU) / (highU - lowU);
  const fromLow = u - lowU;
  const fromHigh = u - highU;
  const positiveChord = bounds.positiveLow + share * (bounds.positiveHigh - bounds.positiveLow);
  const negativeChord = bounds.negativeLow + share * (bounds.negativeHigh - bounds.negativeLow);
  const positiveTangent = Math.max(bounds.positiveLow - fromLow * bounds.positiveSlopeLow, bounds.positiveHigh - fromHigh * bounds.positiveSlopeHigh);
  const negativeTangent = Math.min(bounds.negativeLow - fromLow * bounds.negativeSlopeLow, bounds.negativeHigh - fromHigh * bounds.negativeSlopeHigh);
  // Positive terms lie between their tangents and chord; negative terms, multiplied by a_i < 0, the other way round.
  const lower = positiveTangent + negativeChord;
  const upper = positiveChord + negativeTangent;
  const { slack } = bounds;
  if (!Number.isFinite(lower) || !Number.isFinite(upper) || !Number.isFinite(slack)) return 0;
  if (lower > slack) return 1;
  if (upper < -slack) return -1;
  return 0;
}
