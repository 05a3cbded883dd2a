import { daysBetween, type DayNumber } from '../dates/day-number';
import type { Year } from './result-types';
import type { Statics } from './statics';

/**
 * minDscr, the smallest of the years' dscr, and avgDscr = Σ cfads / Σ debtService over the years with debt
 * service, each taken in full, balloons excluded (docs/spec/calculation.md section 8).
 */
export function dscrFigures(years: readonly Year[]): { min: number | null; avg: number | null } {
  let cfads = 0;
  let debtService = 0;
  for (const year of years) {
    if (year.debtService > 0) {
      cfads += year.cfads;
      debtService += year.debtService;
    }
  }
  return { min: minDscrOf(years.map((year) => year.dscr)), avg: debtService > 0 ? cfads / debtService : null };
}

/** minDscr: the smallest of the years' dscr, the years without debt service (null) left out; null when all are (section 8). */
export function minDscrOf(dscrs: readonly (number | null)[]): number | null {
  let min: number | null = null;
  for (const dscr of dscrs) if (dscr !== null && (min === null || dscr < min)) min = dscr;
  return min;
}

/** linearValue(t) = SH − (SH − residualValue) × days(V, t) / days(V, EOL) (docs/spec/calculation.md sections 5 and 8). */
export function linearValue(options: { statics: Statics; valuationDate: DayNumber; day: DayNumber }): number {
  const { statics, valuationDate, day } = options;
  const SH = statics.secondHandPrice;
  return SH - ((SH - statics.residualValue) * daysBetween(valuationDate, day)) / daysBetween(valuationDate, statics.endOfLife);
}

/**
 * maxBalloonLtv: the largest B / linearValue(t1) of a single tranche with B > 0, V < t1 ≤ EOL and a positive
 * linear value at t1; null when there is none (docs/spec/calculation.md section 8).
 */
export function maxBalloonLtv(options: { statics: Statics; valuationDate: DayNumber }): number | null {
  const { statics, valuationDate } = options;
  let max: number | null = null;
  for (const tranche of statics.tranches) {
    const due = tranche.maturityDate;
    if (tranche.balloon <= 0 || due <= valuationDate || due > statics.endOfLife) continue;
    const value = linearValue({ statics, valuationDate, day: due });
    if (value <= 0) continue;
    const ltv = tranche.balloon / value;
    if (max === null || ltv > max) max = ltv;
  }
  return max;
}
