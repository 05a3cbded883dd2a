import { certainSign, signBounds, type KnownFactors, type SignBounds } from './sign-bounds';
import { discountedSum, factorsAt, type TimedCashflows } from './timed-cashflows';

/** N(u), dN/du and d²N/du² at a rate whose factors are known: for steps towards a root, never for a sign. */
type Shape = { value: number; slope: number; curvature: number };

function shapeAt(flows: TimedCashflows, factors: Float64Array): Shape {
  const { amounts, times } = flows;
  let value = 0;
  let slope = 0;
  let curvature = 0;
  for (let index = 0; index < amounts.length; index += 1) {
    const term = (amounts[index] ?? 0) * (factors[index] ?? 0);
    const time = times[index] ?? 0;
    value += term;
    slope -= term * time;
    curvature += term * time * time;
  }
  return { value, slope, curvature };
}

/** The root of N's second-order Taylor polynomial at u that is nearest to u; Newton's step where it has none. */
function taylorStep(shape: Shape, u: number): number {
  const { value, slope, curvature } = shape;
  const discriminant = slope * slope - 2 * curvature * value;
  if (curvature === 0 || !(discriminant >= 0)) return u - value / slope;
  const root = Math.sqrt(discriminant);
  const near = Math.abs(-slope + root) < Math.abs(-slope - root) ? -slope + root : -slope - root;
  return u + near / curvature;
}

/**
 * Rates u = ln(1 + r) around N's root in (low, high) whose factors make the bisection's bounds tight there
 * (finance/sign-bounds.ts): a second-order step from the end the secant puts nearer the root, one Newton step from
 * it, and a point on either side of where that lands, four times its expected error away. They only bound: no step
 * of the bisection follows from them except through a certain sign, so they change how often N is evaluated (about
 * 4 instead of 7 times per root for the engine's flows), never the root.
 */
function pointsNearRoot(flows: TimedCashflows, low: KnownFactors, high: KnownFactors): KnownFactors[] {
  const inside = (u: number) => Number.isFinite(u) && u > low.logGrowth && u < high.logGrowth;
  const atLow = shapeAt(flows, low.factors);
  const atHigh = shapeAt(flows, high.factors);
  const secant = low.logGrowth + (atLow.value * (high.logGrowth - low.logGrowth)) / (atLow.value - atHigh.value);
  const fromLow = secant - low.logGrowth < high.logGrowth - secant;
  const first = taylorStep(fromLow ? atLow : atHigh, fromLow ? low.logGrowth : high.logGrowth);
  const start = inside(first) ? first : secant;
  if (!inside(start)) return [];
  const startFactors = factorsAt(flows.times, start);
  const shape = shapeAt(flows, startFactors);
  const landing = start - shape.value / shape.slope;
  const points: KnownFactors[] = [{ logGrowth: start, factors: startFactors }];
  if (!inside(landing)) return points;
  const expectedError = Math.abs(shape.curvature / (2 * shape.slope)) * (landing - start) ** 2;
  const distance = Math.max(4 * expectedError, 1e-15 * Math.max(1, Math.abs(landing)));
  for (const u of [landing - distance, landing + distance]) if (inside(u)) points.push({ logGrowth: u, factors: factorsAt(flows.times, u) });
  return points.sort((a, b) => a.logGrowth - b.logGrowth);
}

/**
 * The bisection of one bracket [lo, hi] with N(lo) × N(hi) < 0, to a width below 1e-12; the root is the last mid.
 * Each step follows the sign of N(mid) as presentValue computes it. Where bounds between the two nearest rates whose
 * factors are known (the bracket's ends, the points near the root, the mids evaluated so far) make that sign certain
 * (finance/sign-bounds.ts), N(mid) is not evaluated: the steps, and so the root, are exactly those of evaluating it
 * every time, at a few evaluations instead of about forty.
 */
export function bisect(flows: TimedCashflows, bracket: { lo: number; hi: number; valueLo: number; factorsLo: Float64Array; factorsHi: Float64Array }): number {
  let { lo, hi } = bracket;
  const signLo = Math.sign(bracket.valueLo);
  const low: KnownFactors = { logGrowth: Math.log1p(lo), factors: bracket.factorsLo };
  const high: KnownFactors = { logGrowth: Math.log1p(hi), factors: bracket.factorsHi };
  // Known factors in increasing u, and the bounds between each and the next (computed when first needed).
  const points = [low, ...pointsNearRoot(flows, low, high), high];
  const pairBounds: (SignBounds | undefined)[] = points.slice(1).map(() => undefined);
  let mid = (lo + hi) / 2;
  while (hi - lo >= 1e-12) {
    mid = (lo + hi) / 2;
    const logGrowth = Math.log1p(mid);
    let pair = 0;
    while (pair < points.length - 2 && (points[pair + 1]?.logGrowth ?? Number.NaN) < logGrowth) pair += 1;
    const below = points[pair];
    const above = points[pair + 1];
    let signMid = 0;
    if (below !== undefined && above !== undefined) {
      const bounds = pairBounds[pair] ?? signBounds(flows, below, above);
      pairBounds[pair] = bounds;
      signMid = certainSign(bounds, logGrowth);
    }
    if (signMid === 0) {
      const factors = new Float64Array(flows.amounts.length);
      const valueMid = discountedSum(flows, mid, factors);
      if (valueMid === 0) return mid;
      signMid = Math.sign(valueMid);
      points.splice(pair + 1, 0, { logGrowth, factors });
      pairBounds.splice(pair, 1, undefined, undefined);
    }
    if (signMid === signLo) lo = mid;
    else hi = mid;
  }
  return mid;
}
