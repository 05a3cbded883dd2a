import type { ScenarioResult } from '@keelson/core';

/**
 * The model year whose cash break-even rate is the highest one (kpis.maxCashBreakevenRate,
 * docs/spec/calculation.md section 8); the first of equal ones, null when no year has a rate.
 */
export function maxCashBreakevenYear({ kpis, years }: Pick<ScenarioResult, 'kpis' | 'years'>): number | null {
  const highest = kpis.maxCashBreakevenRate;
  if (highest === null) return null;
  return years.find((year) => year.cashBreakevenRate === highest)?.year ?? null;
}
