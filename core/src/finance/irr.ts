import { yearFraction, type DayCountBasis } from '../dates/year-fraction';
import type { DayNumber } from '../dates/day-number';

/** A cash flow on a date. */
export type DatedCashflow = { date: DayNumber; amount: number };

/** Cash flows as parallel arrays: amounts and their times in years from the valuation date. */
export type TimedCashflows = { amounts: Float64Array; times: Float64Array };

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
  // (1 + r)^(−t) as exp(−t × ln(1 + r)): one logarithm per rate instead of one power per flow.
  const logGrowth = Math.log1p(rate);
  const { amounts, times } = flows;
  let sum = 0;
  for (let index = 0; index < amounts.length; index += 1) sum += (amounts[index] ?? 0) * Math.exp(-(times[index] ?? 0) * logGrowth);
  return sum;
}

/** N(r) for dated cash flows. */
export function netPresentValue(options: { cashflows: readonly DatedCashflow[]; rate: number; valuationDate: DayNumber; basis: DayCountBasis }): number {
  return presentValue(timeCashflows(options), options.rate);
}

const lowest = -0.99;
const highest = 10;

/**
 * The internal rate of return by the bisection of docs/spec/calculation.md section 8: on [−0.99, 10], null when
 * N has the same sign at both ends, else halve until the bracket is narrower than 1e-12.
 */
export function irrOfTimedCashflows(flows: TimedCashflows): number | null {
  let lo = lowest;
  let hi = highest;
  let valueLo = presentValue(flows, lo);
  const valueHi = presentValue(flows, hi);
  if (valueLo === 0) return lo;
  if (valueHi === 0) return hi;
  if (Math.sign(valueLo) === Math.sign(valueHi) || !Number.isFinite(valueLo) || !Number.isFinite(valueHi)) return null;
  let mid = (lo + hi) / 2;
  while (hi - lo >= 1e-12) {
    mid = (lo + hi) / 2;
    const valueMid = presentValue(flows, mid);
    if (valueMid === 0) return mid;
    if (Math.sign(valueMid) === Math.sign(valueLo)) {
      lo = mid;
      valueLo = valueMid;
    } else {
      hi = mid;
    }
  }
  return mid;
}

/** The IRR of dated cash flows. */
export function internalRateOfReturn(options: { cashflows: readonly DatedCashflow[]; valuationDate: DayNumber; basis: DayCountBasis }): number | null {
  return irrOfTimedCashflows(timeCashflows(options));
}
