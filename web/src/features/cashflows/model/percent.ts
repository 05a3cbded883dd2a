/**
 * Rates and quotes are stored as decimals (0.025, docs/spec/calculation.md section 1) but edited as percent (2.5).
 * Both directions round to 12 significant digits, so that 0.07 shows as 7 and 1.1 % is stored as 0.011,
 * not as the binary neighbours 7.000000000000001 and 0.011000000000000001.
 */
const precision = 12;

function clean(value: number): number {
  return Number(value.toPrecision(precision));
}

/** 0.025 → 2.5 */
export function toPercent(decimal: number): number {
  return clean(decimal * 100);
}

/** 2.5 → 0.025 */
export function fromPercent(percent: number): number {
  return clean(percent / 100);
}
