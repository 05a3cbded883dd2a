import { yearFraction, type DayCountBasis } from '../dates/year-fraction';
import type { DayNumber } from '../dates/day-number';
import { certainSign, signBounds, type KnownFactors, type SignBounds } from './sign-bounds';

/** A cash flow on a date. */
export type DatedCashflow = { date: DayNumber; amount: number };

/** Cash flows as parallel arrays: amounts and their times in years from the valuation date. */
export type TimedCashflows = { amounts: Float64Array; times: Float64Array };

/** An IRR and the number of candidate roots it was chosen from (docs/spec/calculation.md section 8). */
export type IrrOutcome = { irr: number | null; roots: number };

/** Puts dated cash flows on the time axis YF(V, t) of a day-count basis. */
export function timeCashflows(options: { cashflows: readonly DatedCashflow[]; valuationDate: DayNumber; basis: DayCountBasis }): TimedCashflows {
  const { cashflows, valuationDate, basis } = options;
  const amounts = new Float64Array(cashflows.length);
  const times = new Float64Array(cashflows.length);
  cashflows.forEach(({ date, amount }, index) => {
    amounts[index] = amount;
    times[index] = yearFraction(valuationDate, date, basis);
  });
  return { amounts, times };
}

/** N(r), keeping each discount factor in `factors` when given. */
function discountedSum(flows: TimedCashflows, rate: number, factors?: Float64Array): number {
  // (1 + r)^(−t) as exp(−t × ln(1 + r)): one logarithm per rate instead of one power per flow.
  const logGrowth = Math.log1p(rate);
  const { amounts, times } = flows;
  let sum = 0;
  for (let index = 0; index < amounts.length; index += 1) {
    const factor = Math.exp(-(times[index] ?? 0) * logGrowth);
    if (factors !== undefined) factors[index] = factor;
    sum += (amounts[index] ?? 0) * factor;
  }
  return sum;
}

/** N(r) = Σ CF_t × (1 + r)^(−t): the value at V of timed cash flows (docs/spec/calculation.md section 8). */
export function presentValue(flows: TimedCashflows, rate: number): number {
  return discountedSum(flows, rate);
}

/** N(r) for dated cash flows. */
export function netPresentValue(options: { cashflows: readonly DatedCashflow[]; rate: number; valuationDate: DayNumber; basis: DayCountBasis }): number {
  return presentValue(timeCashflows(options), options.rate);
}

/**
 * The grid G of docs/spec/calculation.md section 8, increasing: −0.99; k / 20 for k = −19 … 20; 1 + k / 2 for
 * k = 1 … 18.
 */
export const irrGrid: readonly number[] = [
  -0.99,
  ...Array.from({ length: 40 }, (_, index) => (index - 19) / 20),
  ...Array.from({ length: 18 }, (_, index) => 1 + (index + 1) / 2),
];

/** exp(−t · u) for every time t: the discount factors at u = ln(1 + r), as presentValue computes them. */
function factorsAt(times: Float64Array, logGrowth: number): Float64Array {
  const factors = new Float64Array(times.length);
  for (let index = 0; index < times.length; index += 1) factors[index] = Math.exp(-(times[index] ?? 0) * logGrowth);
  return factors;
}

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
function bisect(flows: TimedCashflows, bracket: { lo: number; hi: number; valueLo: number; factorsLo: Float64Array; factorsHi: Float64Array }): number {
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

/** (1 + g)^(−t) for one grid point g and every time t, computed as presentValue does. */
function gridRowOf(times: Float64Array, rate: number): Float64Array {
  const logGrowth = Math.log1p(rate);
  const factors = new Float64Array(times.length);
  for (let index = 0; index < times.length; index += 1) factors[index] = Math.exp(-(times[index] ?? 0) * logGrowth);
  return factors;
}

/**
 * (1 + g)^(−t) for every grid point g and every time t, computed as presentValue does: cash flows on one time
 * axis (the project's and the equity's, both scenarios) evaluate the grid with them instead of again.
 */
export function gridDiscountFactors(times: Float64Array): Float64Array[] {
  return irrGrid.map((rate) => gridRowOf(times, rate));
}

/**
 * The grid's discount factors of one time axis, each grid point's row computed when an IRR first needs it and then
 * kept for every other series on the axis (`rows[i]` undefined until then).
 */
export type GridFactors = { times: Float64Array; rows: (Float64Array | undefined)[] };

/** Grid factors of a time axis with no row computed yet. */
export function lazyGridFactors(times: Float64Array): GridFactors {
  return { times, rows: irrGrid.map(() => undefined) };
}

/** The discount factors of grid point `index`, computed now if no IRR needed them before. */
function gridRow(grid: GridFactors, index: number): Float64Array {
  const known = grid.rows[index];
  if (known !== undefined) return known;
  const row = gridRowOf(grid.times, irrGrid[index] ?? Number.NaN);
  grid.rows[index] = row;
  return row;
}

/** ln(1 + g) of every grid point, as bisect and the bounds take it. */
const gridLogGrowths: readonly number[] = irrGrid.map((rate) => Math.log1p(rate));

/** Σ amounts_i × factors_i in index order: N at a rate whose discount factors are known. */
function discountedSumWith(amounts: Float64Array, factors: Float64Array): number {
  const length = Math.min(amounts.length, factors.length);
  let sum = 0;
  for (let index = 0; index < length; index += 1) sum += (amounts[index] ?? 0) * (factors[index] ?? 0);
  return sum;
}

/**
 * N at every grid point: evaluated where the grid's factors are known or needed, elsewhere its sign (±1) where bounds
 * between two evaluated neighbours (finance/sign-bounds.ts) make it certain. A sign is claimed only when N's evaluation
 * certainly has it (and so is not 0), so every sign, zero and sign change is exactly that of evaluating N everywhere;
 * the factors of a grid point that never needs evaluating are never computed.
 */
function gridValues(flows: TimedCashflows, grid: GridFactors): Float64Array {
  const count = irrGrid.length;
  const values = new Float64Array(count);
  const evaluated = new Uint8Array(count);
  const evaluate = (index: number) => {
    values[index] = discountedSumWith(flows.amounts, gridRow(grid, index));
    evaluated[index] = 1;
  };
  const known = (index: number): KnownFactors => ({ logGrowth: gridLogGrowths[index] ?? Number.NaN, factors: gridRow(grid, index) });
  /** Signs strictly between two evaluated grid points; where one is uncertain, evaluate the middle point and go on on both sides. */
  const settle = (low: number, high: number): void => {
    if (high - low < 2) return;
    const bounds = signBounds(flows, known(low), known(high));
    let middle = -1;
    for (let index = low + 1; index < high; index += 1) {
      const sign = certainSign(bounds, gridLogGrowths[index] ?? Number.NaN);
      values[index] = sign;
      if (sign === 0 && (middle < 0 || Math.abs(2 * index - low - high) < Math.abs(2 * middle - low - high))) middle = index;
    }
    if (middle < 0) return;
    evaluate(middle);
    settle(low, middle);
    settle(middle, high);
  };
  // Evaluating with known factors costs less than bounding; the ends anchor the bounds.
  for (let index = 0; index < count; index += 1) if (grid.rows[index] !== undefined || index === 0 || index === count - 1) evaluate(index);
  let low = 0;
  for (let high = 1; high < count; high += 1) {
    if (evaluated[high] !== 1) continue;
    settle(low, high);
    low = high;
  }
  return values;
}

/**
 * Every candidate root of N on the grid, in increasing order (docs/spec/calculation.md section 8): the grid points
 * where N is 0 and the bisection root of every pair of neighbours where N changes sign.
 */
export function irrCandidates(flows: TimedCashflows, grid: GridFactors = lazyGridFactors(flows.times)): number[] {
  const values = gridValues(flows, grid);
  const candidates: number[] = [];
  irrGrid.forEach((rate, index) => {
    const value = values[index] ?? Number.NaN;
    if (value === 0) candidates.push(rate);
    const next = irrGrid[index + 1];
    const nextValue = values[index + 1] ?? Number.NaN;
    // A product of two finite values that overflows is still a sign change; NaN never is.
    if (next !== undefined && Number.isFinite(value) && Number.isFinite(nextValue) && Math.sign(value) * Math.sign(nextValue) < 0) {
      const factorsLo = gridRow(grid, index);
      const factorsHi = gridRow(grid, index + 1);
      candidates.push(bisect(flows, { lo: rate, hi: next, valueLo: value, factorsLo, factorsHi }));
    }
  });
  return candidates;
}

/** The candidate nearest to 0.1 (Excel's default guess), the lower of two equally near; null without one (section 8). */
export function nearestToGuess(candidates: readonly number[]): number | null {
  let best: number | null = null;
  for (const candidate of candidates) {
    if (best === null) best = candidate;
    const distance = Math.abs(candidate - 0.1);
    const bestDistance = Math.abs(best - 0.1);
    if (distance < bestDistance || (distance === bestDistance && candidate < best)) best = candidate;
  }
  return best;
}

/**
 * The IRR of timed cash flows by the grid of brackets of docs/spec/calculation.md section 8, with its root count;
 * `grid` holds the grid's discount factors of the flows' times, shared with other series on the same axis.
 */
export function irrOfTimedCashflows(flows: TimedCashflows, grid?: GridFactors): IrrOutcome {
  const candidates = irrCandidates(flows, grid);
  return { irr: nearestToGuess(candidates), roots: candidates.length };
}

/** The IRR of dated cash flows (docs/spec/calculation.md section 8), null when N has no root on the grid. */
export function internalRateOfReturn(options: { cashflows: readonly DatedCashflow[]; valuationDate: DayNumber; basis: DayCountBasis }): number | null {
  return irrOfTimedCashflows(timeCashflows(options)).irr;
}

/** Every candidate root of the IRR procedure for dated cash flows (docs/spec/calculation.md section 8), increasing. */
export function internalRatesOfReturn(options: { cashflows: readonly DatedCashflow[]; valuationDate: DayNumber; basis: DayCountBasis }): number[] {
  return irrCandidates(timeCashflows(options));
}
