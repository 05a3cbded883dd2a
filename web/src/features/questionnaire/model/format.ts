/** A utility on 0–10 with two decimals; a dash when undefined. */
export function formatUtility(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}

/** A share 0–1 as a whole-number percent text without the sign. */
export function formatPercent(share: number, digits = 0): string {
  return (share * 100).toFixed(digits);
}
