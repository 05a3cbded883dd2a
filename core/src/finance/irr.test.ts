import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDate, type DayNumber } from '../dates/day-number';
import { internalRateOfReturn, internalRatesOfReturn, irrGrid, nearestToGuess, netPresentValue, presentValue, timeCashflows, type TimedCashflows } from './irr';

const day = (text: string): DayNumber => {
  const parsed = parseDate(text);
  if (parsed === null) throw new Error(`bad date ${text}`);
  return parsed;
};
const V = day('2026-01-01');
/** Flows at whole years from V under actual/365 (2026, 2027 and 2029 have 365 days, 2028 has 366). */
const yearly = (amounts: readonly number[]) => amounts.map((amount, years) => ({ date: V + 365 * years, amount }));

/** Version 1 of the method: one bisection on [−0.99, 10], null when N has the same sign at both ends. */
function versionOneIrr(flows: TimedCashflows): number | null {
  let lo = -0.99;
  let hi = 10;
  let valueLo = presentValue(flows, lo);
  const valueHi = presentValue(flows, hi);
  if (Math.sign(valueLo) === Math.sign(valueHi)) return null;
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

describe('the IRR grid', () => {
  it('runs from −0.99 through steps of 0.05 up to 1, then steps of 0.5 up to 10', () => {
    expect(irrGrid).toHaveLength(1 + 40 + 18);
    expect(irrGrid.slice(0, 4)).toEqual([-0.99, -0.95, -0.9, -0.85]);
    expect(irrGrid).toContain(0.1);
    expect(irrGrid.slice(40, 43)).toEqual([1, 1.5, 2]);
    expect(irrGrid.at(-1)).toBe(10);
    expect(irrGrid.every((rate, index) => index === 0 || rate > (irrGrid[index - 1] ?? Infinity))).toBe(true);
  });
});

describe('internalRateOfReturn', () => {
  it('finds 10 % for −100 now and +110 in exactly one year', () => {
    expect(internalRateOfReturn({ cashflows: yearly([-100, 110]), valuationDate: V, basis: 3 })).toBeCloseTo(0.1, 11);
  });

  it('finds 0 % when the money simply comes back', () => {
    expect(internalRateOfReturn({ cashflows: yearly([-500, 0, 500]), valuationDate: V, basis: 3 })).toBeCloseTo(0, 11);
  });

  it('is null with no root when the flows never change sign', () => {
    expect(internalRatesOfReturn({ cashflows: yearly([100, 10]), valuationDate: V, basis: 0 })).toEqual([]);
    expect(internalRateOfReturn({ cashflows: yearly([100, 10]), valuationDate: V, basis: 0 })).toBeNull();
    expect(internalRateOfReturn({ cashflows: yearly([-100, -10]), valuationDate: V, basis: 0 })).toBeNull();
  });

  it('finds both roots of −100, +247, −151.2 (12 % and 35 %) and reports the one nearest to 10 %', () => {
    // N(r) = −100 + 247/(1 + r) − 151.2/(1 + r)² = −100 (1 − 1.12 x)(1 − 1.35 x) with x = 1/(1 + r).
    const cashflows = yearly([-100, 247, -151.2]);
    const roots = internalRatesOfReturn({ cashflows, valuationDate: V, basis: 3 });
    expect(roots).toHaveLength(2);
    expect(roots[0]).toBeCloseTo(0.12, 11);
    expect(roots[1]).toBeCloseTo(0.35, 11);
    expect(internalRateOfReturn({ cashflows, valuationDate: V, basis: 3 })).toBe(roots[0]);
    // Version 1 saw the same sign at −0.99 and 10 and gave up.
    expect(versionOneIrr(timeCashflows({ cashflows, valuationDate: V, basis: 3 }))).toBeNull();
  });

  it('finds a root below 0 for flows that lose money: −100 now, +81 in two years is −10 %', () => {
    expect(internalRateOfReturn({ cashflows: yearly([-100, 0, 81]), valuationDate: V, basis: 3 })).toBeCloseTo(-0.1, 11);
  });

  it('takes a grid point where N is exactly 0 as a candidate: −100 now, +200 in one year is 100 %', () => {
    expect(internalRatesOfReturn({ cashflows: yearly([-100, 200]), valuationDate: V, basis: 3 })).toEqual([1]);
  });
});

describe('nearestToGuess', () => {
  it('picks the candidate nearest to 0.1 by the floating-point distance, the lower of two equal ones', () => {
    expect(nearestToGuess([])).toBeNull();
    expect(nearestToGuess([-0.4, 0.3, 2])).toBe(0.3);
    // 0.2 − 0.1 and 0.1 − 0 are both exactly 0.1 in floating point: the lower wins.
    expect(nearestToGuess([0.2, 0])).toBe(0);
    // 0.15 − 0.1 = 0.04999999999999999 < 0.1 − 0.05 = 0.05.
    expect(nearestToGuess([0.05, 0.15])).toBe(0.15);
  });
});

describe('IRR properties', () => {
  const flow = fc.record({ offset: fc.integer({ min: 1, max: 7000 }), amount: fc.double({ min: 1, max: 1e7, noNaN: true }) });
  const conventional = fc.tuple(fc.double({ min: 1, max: 1e7, noNaN: true }), fc.array(flow, { minLength: 1, maxLength: 40 }), fc.constantFrom(0, 1, 2, 3, 4));

  it('gives the same IRR as the bisection of version 1 for flows with one sign change', () => {
    fc.assert(
      fc.property(conventional, ([outlay, inflows, basis]) => {
        const cashflows = [{ date: V, amount: -outlay }, ...inflows.map(({ offset, amount }) => ({ date: V + offset, amount }))];
        const flows = timeCashflows({ cashflows, valuationDate: V, basis });
        const roots = internalRatesOfReturn({ cashflows, valuationDate: V, basis });
        const before = versionOneIrr(flows);
        expect(roots.length).toBeLessThanOrEqual(1);
        if (before === null || roots.length === 0) return;
        expect(Math.abs((internalRateOfReturn({ cashflows, valuationDate: V, basis }) ?? NaN) - before)).toBeLessThan(1e-9);
      }),
    );
  });

  it('makes the net present value zero at every reported root, also for flows that change sign often', () => {
    const mixed = fc.record({ offset: fc.integer({ min: 0, max: 7000 }), amount: fc.double({ min: -1e7, max: 1e7, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(mixed, { minLength: 2, maxLength: 40 }), fc.constantFrom(0, 1, 2, 3, 4), (entries, basis) => {
        const cashflows = entries.map(({ offset, amount }) => ({ date: V + offset, amount }));
        for (const rate of internalRatesOfReturn({ cashflows, valuationDate: V, basis })) {
          const npv = netPresentValue({ cashflows, rate, valuationDate: V, basis });
          // Zero is judged against the size of the discounted flows, which explode near r = −0.99.
          const absolute = cashflows.map((cashflow) => ({ ...cashflow, amount: Math.abs(cashflow.amount) }));
          const scale = netPresentValue({ cashflows: absolute, rate, valuationDate: V, basis });
          expect(Math.abs(npv)).toBeLessThanOrEqual(1e-9 * scale);
        }
      }),
    );
  });
});
