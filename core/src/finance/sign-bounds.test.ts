import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateValid, exampleCashflow } from '../test-support/cashflows';
import { gridDiscountFactors, irrCandidates, irrGrid, lazyGridFactors, presentValue, type TimedCashflows } from './irr';
import { certainSign, signBounds } from './sign-bounds';

/** The IRR candidates as they were before the bounds: every bisection step evaluates N(mid). */
function candidatesEvaluatingEveryStep(flows: TimedCashflows): number[] {
  const values = irrGrid.map((rate) => presentValue(flows, rate));
  const candidates: number[] = [];
  irrGrid.forEach((rate, index) => {
    const value = values[index] ?? Number.NaN;
    if (value === 0) candidates.push(rate);
    const next = irrGrid[index + 1];
    const nextValue = values[index + 1] ?? Number.NaN;
    if (next === undefined || !Number.isFinite(value) || !Number.isFinite(nextValue) || Math.sign(value) * Math.sign(nextValue) >= 0) return;
    let lo = rate;
    let hi = next;
    let valueLo = value;
    let mid = (lo + hi) / 2;
    for (;;) {
      if (!(hi - lo >= 1e-12)) break;
      mid = (lo + hi) / 2;
      const valueMid = presentValue(flows, mid);
      if (valueMid === 0) break;
      if (Math.sign(valueMid) === Math.sign(valueLo)) {
        lo = mid;
        valueLo = valueMid;
      } else {
        hi = mid;
      }
    }
    candidates.push(mid);
  });
  return candidates;
}

const flowsOf = (amounts: number[], times: number[]): TimedCashflows => ({ amounts: Float64Array.from(amounts), times: Float64Array.from(times) });

/** Flows at sorted times in [0, 60] years with amounts of either sign, the first one an outlay. */
const timedFlows = fc
  .array(fc.record({ time: fc.double({ min: 0, max: 60, noNaN: true }), amount: fc.double({ min: -1e8, max: 1e8, noNaN: true }) }), {
    minLength: 2,
    maxLength: 80,
  })
  .map((entries) => {
    const sorted = [...entries].sort((a, b) => a.time - b.time);
    return flowsOf(
      sorted.map(({ amount }, index) => (index === 0 ? -Math.abs(amount) - 1 : amount)),
      sorted.map(({ time }) => time),
    );
  });

describe('the IRR bisection with certain signs (finance/sign-bounds.ts)', () => {
  it('finds exactly the roots of evaluating N at every step, for random flows of either sign', () => {
    fc.assert(
      fc.property(timedFlows, (flows) => {
        expect(irrCandidates(flows)).toEqual(candidatesEvaluatingEveryStep(flows));
      }),
      { numRuns: 400 },
    );
  });

  it('finds exactly those roots for the engine’s own project and equity flows of varied cashflows', () => {
    const rates = [8_000, 11_000, 13_500, 16_000, 22_000];
    for (const averageTimeCharterCurr of rates) {
      for (const opexPerDayCurr of [4_500, 6_200, 8_000]) {
        const [base] = calculateValid(exampleCashflow({ averageTimeCharterCurr, expectedFutureCharterCurr: averageTimeCharterCurr * 1.03, opexPerDayCurr }));
        if (base === undefined) throw new Error('no base');
        const times = Float64Array.from([0, ...base.periods.map((_, index) => (index + 1) / 12), 11]);
        const equity = flowsOf([-5_000_000, ...base.periods.map((period) => period.equityCashflow), 2_000_000], Array.from(times));
        const project = flowsOf([-17_000_000, ...base.periods.map((period) => period.cfads), 6_000_000], Array.from(times));
        // One lazily filled grid shared by both series (as the engine shares it), and every grid point's factors given.
        const shared = lazyGridFactors(times);
        for (const flows of [equity, project]) {
          const expected = candidatesEvaluatingEveryStep(flows);
          expect(irrCandidates(flows, shared)).toEqual(expected);
          expect(irrCandidates(flows, { times, rows: gridDiscountFactors(times) })).toEqual(expected);
        }
      }
    }
  });

  it('finds exactly those roots for amounts near underflow, whose rounding is absolute rather than relative', () => {
    // N is exactly 0 at six grid points here, by rounding: no bound may claim a sign there.
    for (const flows of [flowsOf([1e-323, -5e-324], [0, 1]), flowsOf([-5e-324, 1e-323, -2e-323], [0, 2, 7])]) {
      expect(irrCandidates(flows)).toEqual(candidatesEvaluatingEveryStep(flows));
    }
  });

  it('finds the same roots whichever grid points an earlier series on the axis left evaluated', () => {
    fc.assert(
      fc.property(timedFlows, fc.array(fc.boolean(), { minLength: irrGrid.length, maxLength: irrGrid.length }), (flows, known) => {
        const all = gridDiscountFactors(flows.times);
        const rows = all.map((row, index) => (known[index] === true ? row : undefined));
        expect(irrCandidates(flows, { times: flows.times, rows })).toEqual(candidatesEvaluatingEveryStep(flows));
      }),
      { numRuns: 300 },
    );
  });

  it('claims a sign only when N’s evaluation has it, between any two rates', () => {
    fc.assert(
      fc.property(timedFlows, fc.integer({ min: 0, max: irrGrid.length - 2 }), fc.double({ min: 0, max: 1, noNaN: true }), (flows, index, share) => {
        const lo = irrGrid[index] ?? 0;
        const hi = irrGrid[index + 1] ?? 0;
        const [low, high] = gridDiscountFactors(flows.times).slice(index, index + 2);
        if (low === undefined || high === undefined) return;
        const bounds = signBounds(flows, { logGrowth: Math.log1p(lo), factors: low }, { logGrowth: Math.log1p(hi), factors: high });
        const rate = lo + share * (hi - lo);
        const sign = certainSign(bounds, Math.log1p(rate));
        if (sign !== 0) expect(Math.sign(presentValue(flows, rate))).toBe(sign);
      }),
      { numRuns: 2000 },
    );
  });

  it('tells the sign of −100 now, +110 in a year far from its root 10 %, and not at the root', () => {
    const flows = flowsOf([-100, 110], [0, 1]);
    const [low, high] = gridDiscountFactors(flows.times).slice(22, 24);
    expect([irrGrid[22], irrGrid[23]]).toEqual([0.1, 0.15]);
    if (low === undefined || high === undefined) throw new Error('no factors');
    const bounds = signBounds(flows, { logGrowth: Math.log1p(0.1), factors: low }, { logGrowth: Math.log1p(0.15), factors: high });
    // N(0.14) = −100 + 110 / 1.14 = −3.5: certainly negative; at 0.1 itself N is 0 and nothing is certain.
    expect(certainSign(bounds, Math.log1p(0.14))).toBe(-1);
    expect(certainSign(bounds, Math.log1p(0.1))).toBe(0);
    expect(certainSign(bounds, Math.log1p(0.2))).toBe(0);
  });
});
