/**
 * The charter rates' log-Ornstein–Uhlenbeck process in yearly steps (docs/monte-carlo.md section 3): x_0 = 0,
 * x_j = a · x_(j−1) + s · ε_j, and model year j's factor F_j = exp(x_j − v_j / 2), whose mean is 1.
 */
export type CharterProcess = {
  /** a = e^(−κ). */
  a: number;
  /** s = σ · sqrt((1 − e^(−2κ)) / (2κ)), σ when κ = 0. */
  s: number;
  /** v_j = Var[x_j] for j = 1 … J, at index j − 1. */
  variances: Float64Array;
};

/** (1 − e^(−2κt)) / (2κ) without loss of precision for small κ, and its limit t at κ = 0. */
function varianceTime(reversion: number, years: number): number {
  return reversion === 0 ? years : -Math.expm1(-2 * reversion * years) / (2 * reversion);
}

/** a, s and every v_j of the process for J model years (section 3). */
export function charterProcess(options: { volatility: number; reversion: number; years: number }): CharterProcess {
  const { volatility, reversion, years } = options;
  const variances = new Float64Array(years);
  for (let j = 1; j <= years; j += 1) variances[j - 1] = volatility * volatility * varianceTime(reversion, j);
  return { a: reversion === 0 ? 1 : Math.exp(-reversion), s: volatility * Math.sqrt(varianceTime(reversion, 1)), variances };
}

/**
 * F_1 … F_J from the normals ε_1 … ε_J (section 3), into a new array or `into`; with `deviations`, x_1 … x_J into it
 * too, which the simulated market value needs (section 4a).
 */
export function charterFactors(options: { process: CharterProcess; normals: ArrayLike<number>; into?: Float64Array; deviations?: Float64Array }): Float64Array {
  const { process, normals, deviations } = options;
  const { a, s, variances } = process;
  const factors = options.into ?? new Float64Array(variances.length);
  let x = 0;
  for (let index = 0; index < variances.length; index += 1) {
    x = a * x + s * (normals[index] ?? 0);
    if (deviations !== undefined) deviations[index] = x;
    factors[index] = Math.exp(x - (variances[index] ?? 0) / 2);
  }
  return factors;
}

/** A per-path level factor exp(σ · z − σ² / 2) with mean 1: the opex and scrap shocks (section 4). */
export function levelFactor(options: { volatility: number; normal: number }): number {
  const { volatility, normal } = options;
  return Math.exp(volatility * normal - (volatility * volatility) / 2);
}
