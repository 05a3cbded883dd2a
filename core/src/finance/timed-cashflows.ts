/** Cash flows as parallel arrays: amounts and their times in years from the valuation date. */
export type TimedCashflows = { amounts: Float64Array; times: Float64Array };

/** exp(−t · u) for every time t: the discount factors at u = ln(1 + r), as discountedSum computes them. */
export function factorsAt(times: Float64Array, logGrowth: number): Float64Array {
  const factors = new Float64Array(times.length);
  for (let index = 0; index < times.length; index += 1) factors[index] = Math.exp(-(times[index] ?? 0) * logGrowth);
  return factors;
}

/**
 * N(r) = Σ CF_t × (1 + r)^(−t), each factor as exp(−t × ln(1 + r)) (one logarithm per rate instead of one power per
 * flow), summed in index order; each discount factor is kept in `factors` when given. Every evaluation of N — at a
 * rate, at a grid point with known factors, in a bisection — is this sum, so that all of them agree to the bit.
 */
export function discountedSum(flows: TimedCashflows, rate: number, factors?: Float64Array): number {
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
