import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDate, type DayNumber } from '../dates/day-number';
import { internalRateOfReturn, netPresentValue } from './irr';

const day = (text: string): DayNumber => {
  const parsed = parseDate(text);
  if (parsed === null) throw new Error(`bad date ${text}`);
  return parsed;
};
const V = day('2026-01-01');

describe('internalRateOfReturn', () => {
  it('finds 10 % for −100 now and +110 in exactly one year', () => {
    const irr = internalRateOfReturn({
      cashflows: [
        { date: V, amount: -100 },
        { date: day('2027-01-01'), amount: 110 },
      ],
      valuationDate: V,
      basis: 0,
    });
    expect(irr).toBeCloseTo(0.1, 11);
  });

  it('finds 0 % when the money simply comes back', () => {
    const irr = internalRateOfReturn({
      cashflows: [
        { date: V, amount: -500 },
        { date: day('2028-01-01'), amount: 500 },
      ],
      valuationDate: V,
      basis: 3,
    });
    expect(irr).toBeCloseTo(0, 11);
  });

  it('is null when the flows never change sign', () => {
    expect(
      internalRateOfReturn({
        cashflows: [
          { date: V, amount: 100 },
          { date: day('2027-01-01'), amount: 10 },
        ],
        valuationDate: V,
        basis: 0,
      }),
    ).toBeNull();
    expect(
      internalRateOfReturn({
        cashflows: [
          { date: V, amount: -100 },
          { date: day('2027-01-01'), amount: -10 },
        ],
        valuationDate: V,
        basis: 0,
      }),
    ).toBeNull();
  });

  it('makes the net present value zero', () => {
    const flow = fc.record({ offset: fc.integer({ min: 1, max: 7000 }), amount: fc.double({ min: 1, max: 1e7, noNaN: true }) });
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.array(flow, { minLength: 1, maxLength: 40 }),
        fc.constantFrom(0, 1, 2, 3, 4),
        (outlay, inflows, basis) => {
          const cashflows = [{ date: V, amount: -outlay }, ...inflows.map(({ offset, amount }) => ({ date: V + offset, amount }))];
          const irr = internalRateOfReturn({ cashflows, valuationDate: V, basis });
          if (irr === null) return true;
          const npv = netPresentValue({ cashflows, rate: irr, valuationDate: V, basis });
          const scale = cashflows.reduce((sum, cashflow) => sum + Math.abs(cashflow.amount), 0);
          return Math.abs(npv) <= 1e-6 * scale;
        },
      ),
    );
  });
});
