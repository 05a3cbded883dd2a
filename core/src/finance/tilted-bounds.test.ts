import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridDiscountFactors, irrGrid, presentValue, type TimedCashflows } from './irr';
import { certainSignAcross, timeBlocks, valueWithBlockSums } from './tilted-bounds';
import { discountedSum } from './timed-cashflows';

/** Flows at times in [0, 60] years with amounts of either sign and of very different sizes. */
const timedFlows = fc
  .array(
    fc.record({
      time: fc.double({ min: 0, max: 60, noNaN: true }),
      amount: fc.oneof(fc.double({ min: -1e8, max: 1e8, noNaN: true }), fc.double({ min: -1e3, max: 1e3, noNaN: true })),
    }),
    { minLength: 2, maxLength: 80 },
  )
  .map((entries): TimedCashflows => ({ amounts: Float64Array.from(entries, ({ amount }) => amount), times: Float64Array.from(entries, ({ time }) => time) }));

describe('signs across a stretch of the IRR grid from block sums (finance/tilted-bounds.ts)', () => {
  it('sum N exactly as its evaluation does', () => {
    fc.assert(
      fc.property(timedFlows, fc.integer({ min: 0, max: irrGrid.length - 1 }), (flows, index) => {
        const blocks = timeBlocks(flows.times);
        if (blocks === null) throw new Error('times are ≥ 0');
        const rate = irrGrid[index] ?? 0;
        const factors = gridDiscountFactors(flows.times)[index] ?? new Float64Array(0);
        const { value } = valueWithBlockSums({ flows, factors, logGrowth: Math.log1p(rate), blocks });
        expect(Object.is(value, discountedSum(flows, rate))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('claim a sign only when N’s evaluation has it at every rate in between', () => {
    fc.assert(
      fc.property(
        timedFlows,
        fc.integer({ min: 0, max: irrGrid.length - 1 }),
        fc.integer({ min: 0, max: irrGrid.length - 1 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (flows, first, second, shares) => {
          const [low, high] = first < second ? [first, second] : [second, first];
          if (high - low < 1) return;
          const blocks = timeBlocks(flows.times);
          if (blocks === null) throw new Error('times are ≥ 0');
          const rows = gridDiscountFactors(flows.times);
          const sumsAt = (index: number) =>
            valueWithBlockSums({ flows, factors: rows[index] ?? new Float64Array(0), logGrowth: Math.log1p(irrGrid[index] ?? 0), blocks }).sums;
          const sign = certainSignAcross(blocks, sumsAt(low), sumsAt(high));
          if (sign === 0) return;
          const lo = irrGrid[low] ?? 0;
          const hi = irrGrid[high] ?? 0;
          const inside = [...irrGrid.slice(low + 1, high), ...shares.map((share) => lo + share * (hi - lo))].filter((rate) => rate > lo && rate < hi);
          for (const rate of inside) expect(Math.sign(presentValue(flows, rate))).toBe(sign);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('settle −100 now and +110 in a year far below and far above its root 10 %, never across it', () => {
    const flows: TimedCashflows = { amounts: Float64Array.from([-100, 110]), times: Float64Array.from([0, 1]) };
    const blocks = timeBlocks(flows.times);
    if (blocks === null) throw new Error('times are ≥ 0');
    const rows = gridDiscountFactors(flows.times);
    const sumsAt = (index: number) =>
      valueWithBlockSums({ flows, factors: rows[index] ?? new Float64Array(0), logGrowth: Math.log1p(irrGrid[index] ?? 0), blocks }).sums;
    const at = (rate: number) => irrGrid.indexOf(rate);
    // N > 0 from −0.99 to 0.05, N < 0 from 0.15 to 10; 0.1 is the root.
    expect(certainSignAcross(blocks, sumsAt(at(-0.99)), sumsAt(at(0.05)))).toBe(1);
    expect(certainSignAcross(blocks, sumsAt(at(0.15)), sumsAt(at(10)))).toBe(-1);
    expect(certainSignAcross(blocks, sumsAt(at(0.05)), sumsAt(at(0.15)))).toBe(0);
  });

  it('are not claimed for times before the valuation date', () => {
    expect(timeBlocks(Float64Array.from([0, -1, 2]))).toBeNull();
    expect(timeBlocks(Float64Array.from([0, Number.NaN]))).toBeNull();
  });
});
