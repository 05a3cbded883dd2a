import { certainSign, signBounds, type KnownFactors } from './sign-bounds';
import { certainSignAcross, timeBlocks, valueWithBlockSums, type BlockSums, type TimeBlocks } from './tilted-bounds';
import { factorsAt, type TimedCashflows } from './timed-cashflows';

/**
 * The grid G of docs/spec/calculation.md section 8, increasing: −0.99; k / 20 for k = −19 … 20; 1 + k / 2 for
 * k = 1 … 18.
 */
export const irrGrid: readonly number[] = [
  -0.99,
  ...Array.from({ length: 40 }, (_, index) => (index - 19) / 20),
  ...Array.from({ length: 18 }, (_, index) => 1 + (index + 1) / 2),
];

/** ln(1 + g) of every grid point, as N's evaluation and the bounds take it. */
export const gridLogGrowths: readonly number[] = irrGrid.map((rate) => Math.log1p(rate));

/**
 * (1 + g)^(−t) for every grid point g and every time t, computed as presentValue does: cash flows on one time
 * axis (the project's and the equity's, both scenarios) evaluate the grid with them instead of again.
 */
export function gridDiscountFactors(times: Float64Array): Float64Array[] {
  return gridLogGrowths.map((logGrowth) => factorsAt(times, logGrowth));
}

/**
 * The grid's discount factors of one time axis, each grid point's row computed when an IRR first needs it and then
 * kept for every other series on the axis (`rows[i]` undefined until then).
 */
export type GridFactors = {
  times: Float64Array;
  rows: (Float64Array | undefined)[];
  /** The times' blocks for the bounds across stretches (null: not usable), once computed. */
  blocks?: TimeBlocks | null;
};

/** Grid factors of a time axis with no row computed yet. */
export function lazyGridFactors(times: Float64Array): GridFactors {
  return { times, rows: irrGrid.map(() => undefined), blocks: timeBlocks(times) };
}

/** The discount factors of grid point `index`, computed now if no IRR needed them before. */
export function gridRow(grid: GridFactors, index: number): Float64Array {
  const known = grid.rows[index];
  if (known !== undefined) return known;
  const row = factorsAt(grid.times, gridLogGrowths[index] ?? Number.NaN);
  grid.rows[index] = row;
  return row;
}

/** A grid point's rate and factors, for the bounds. */
function known(grid: GridFactors, index: number): KnownFactors {
  return { logGrowth: gridLogGrowths[index] ?? Number.NaN, factors: gridRow(grid, index) };
}

/**
 * N at every grid point: evaluated where needed, elsewhere its sign (±1) where that is certain — for a whole stretch
 * between two evaluated grid points by their block sums (finance/tilted-bounds.ts), else point by point by the
 * bounds between them (finance/sign-bounds.ts). A sign is claimed only when N's evaluation certainly has it (and so
 * is not 0), so every sign, zero and sign change is exactly that of evaluating N everywhere. Where a stretch stays
 * uncertain, a grid point inside it is evaluated — one whose factors are known already when there is one — and both
 * sides are settled in turn; the factors of a grid point that never needs evaluating are never computed.
 */
export function gridValues(flows: TimedCashflows, grid: GridFactors): Float64Array {
  const count = irrGrid.length;
  const values = new Float64Array(count);
  const sums: (BlockSums | undefined)[] = [];
  // The grid's blocks belong to its times; flows on another axis (never in the engine) get their own.
  if (grid.blocks === undefined) grid.blocks = timeBlocks(grid.times);
  const blocks = grid.times === flows.times ? grid.blocks : timeBlocks(flows.times);
  const evaluate = (index: number) => {
    const factors = gridRow(grid, index);
    const logGrowth = gridLogGrowths[index] ?? Number.NaN;
    if (blocks === null) {
      values[index] = valueOf(flows, factors);
      return;
    }
    const evaluated = valueWithBlockSums({ flows, factors, logGrowth, blocks });
    values[index] = evaluated.value;
    sums[index] = evaluated.sums;
  };
  const settle = (low: number, high: number): void => {
    if (high - low < 2) return;
    const lowSums = sums[low];
    const highSums = sums[high];
    const across = blocks === null || lowSums === undefined || highSums === undefined ? 0 : certainSignAcross(blocks, lowSums, highSums);
    if (across !== 0) {
      values.fill(across, low + 1, high);
      return;
    }
    // Split at the grid point nearest the middle, one with known factors when there is one.
    const centre = (low + high) / 2;
    let split = -1;
    for (let index = low + 1; index < high; index += 1) {
      if (grid.rows[index] !== undefined && (split < 0 || Math.abs(index - centre) < Math.abs(split - centre))) split = index;
    }
    if (split < 0) {
      const bounds = signBounds(flows, known(grid, low), known(grid, high));
      for (let index = low + 1; index < high; index += 1) {
        const sign = certainSign(bounds, gridLogGrowths[index] ?? Number.NaN);
        values[index] = sign;
        if (sign === 0 && (split < 0 || Math.abs(index - centre) < Math.abs(split - centre))) split = index;
      }
      if (split < 0) return;
    }
    evaluate(split);
    settle(low, split);
    settle(split, high);
  };
  evaluate(0);
  evaluate(count - 1);
  settle(0, count - 1);
  return values;
}

/** Σ amounts_i × factors_i in index order: N at a rate whose discount factors are known, as discountedSum sums it. */
function valueOf(flows: TimedCashflows, factors: Float64Array): number {
  const { amounts } = flows;
  let sum = 0;
  for (let index = 0; index < amounts.length; index += 1) sum += (amounts[index] ?? 0) * (factors[index] ?? 0);
  return sum;
}
