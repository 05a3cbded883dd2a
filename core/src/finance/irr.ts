import { yearFraction, type DayCountBasis } from '../dates/year-fraction';
import type { DayNumber } from '../dates/day-number';
import { bisect } from './bisection';
import { gridRow, gridValues, irrGrid, lazyGridFactors, type GridFactors } from './irr-grid';
import { discountedSum, type TimedCashflows } from './timed-cashflows';

export { gridDiscountFactors, irrGrid, lazyGridFactors, type GridFactors } from './irr-grid';
export type { TimedCashflows } from './timed-cashflows';

/** A cash flow on a date. */
export type DatedCashflow = { date: DayNumber; amount: number };

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

/** N(r) = Σ CF_t × (1 + r)^(−t): the value at V of timed cash flows (docs/spec/calculation.md section 8). */
export function presentValue(flows: TimedCashflows, rate: number): number {
  return discountedSum(flows, rate);
}

/** N(r) for dated cash flows. */
export function netPresentValue(options: { cashflows: readonly DatedCashflow[]; rate: number; valuationDate: DayNumber; basis: DayCountBasis }): number {
  return presentValue(timeCashflows(options), options.rate);
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
