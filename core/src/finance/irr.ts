import { yearFraction, type DayCountBasis } from '../dates/year-fraction';
import type { DayNumber } from '../dates/day-number';

/** A cash flow on a date. */
export type DatedCashflow = { date: DayNumber; amount: number };

/** N(r) = Σ CF_t × (1 + r)^(−YF(V, t)): the value at V of dated cash flows (calculation.md section 8). */
export function netPresentValue(options: { cashflows: readonly DatedCashflow[]; rate: number; valuationDate: DayNumber; basis: DayCountBasis }): number {
  const { cashflows, rate, valuationDate, basis } = options;
  let sum = 0;
  for (const { date, amount } of cashflows) sum += amount * (1 + rate) ** -yearFraction(valuationDate, date, basis);
  return sum;
}

const lowest = -0.99;
const highest = 10;

/**
 * The internal rate of return by the bisection of calculation.md section 8: on [−0.99, 10], null when
 * N has the same sign at both ends, else halve until the bracket is narrower than 1e-12. Year
 * fractions are computed once, not at every step.
 */
export function internalRateOfReturn(options: { cashflows: readonly DatedCashflow[]; valuationDate: DayNumber; basis: DayCountBasis }): number | null {
  const amounts = options.cashflows.map((cashflow) => cashflow.amount);
  const times = options.cashflows.map((cashflow) => yearFraction(options.valuationDate, cashflow.date, options.basis));
  const value = (rate: number): number => {
    // (1 + r)^(−t) as exp(−t × ln(1 + r)): one logarithm per rate instead of one power per flow.
    const logGrowth = Math.log1p(rate);
    let sum = 0;
    for (let index = 0; index < amounts.length; index += 1) sum += (amounts[index] ?? 0) * Math.exp(-(times[index] ?? 0) * logGrowth);
    return sum;
  };
  let lo = lowest;
  let hi = highest;
  let valueLo = value(lo);
  const valueHi = value(hi);
  if (valueLo === 0) return lo;
  if (valueHi === 0) return hi;
  if (Math.sign(valueLo) === Math.sign(valueHi) || !Number.isFinite(valueLo) || !Number.isFinite(valueHi)) return null;
  let mid = (lo + hi) / 2;
  while (hi - lo >= 1e-12) {
    mid = (lo + hi) / 2;
    const valueMid = value(mid);
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
