import { daysBetween, type DayNumber } from '../dates/day-number';
import type { Period, Year } from './result-types';
import { outstanding } from './debt-schedule';
import type { Statics } from './statics';
import type { TrancheTerms } from './tranche-terms';

/**
 * Σ cfads / Σ debtService over the periods [from, to) that carry debt service (debtService > 0), balloons excluded;
 * null when none does (docs/spec/calculation.md sections 5, 8 and 8a): months without debt service, before a loan
 * starts or after it ends, do not enter a DSCR. A year's dscr, avgDscr and a test date's trailing DSCR.
 */
export function servicedDscr(options: { periods: readonly { cfads: number; debtService: number }[]; from: number; to: number }): number | null {
  const { periods, to } = options;
  let cfads = 0;
  let debtService = 0;
  for (let index = options.from; index < to; index += 1) {
    const period = periods[index];
    if (period !== undefined && period.debtService > 0) {
      cfads += period.cfads;
      debtService += period.debtService;
    }
  }
  return debtService > 0 ? cfads / debtService : null;
}

/** minDscr, the smallest of the years' dscr, and avgDscr over every period that carries debt service (section 8). */
export function dscrFigures(options: { periods: readonly Period[]; years: readonly Year[] }): { min: number | null; avg: number | null } {
  const { periods, years } = options;
  return { min: minDscrOf(years.map((year) => year.dscr)), avg: servicedDscr({ periods, from: 0, to: periods.length }) };
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
 * What a single tranche leaves to refinance, against the linear value then (docs/spec/calculation.md section 8): its
 * balloon B at a maturity V < t1 ≤ EOL, or, maturing after EOL, what it owes at EOL against the residual value
 * (it is repaid from the sale); null when there is nothing or the value is not positive.
 */
function refinancingLtv(options: { statics: Statics; valuationDate: DayNumber; tranche: TrancheTerms }): number | null {
  const { statics, valuationDate, tranche } = options;
  const EOL = statics.endOfLife;
  const due = tranche.maturityDate;
  if (due > EOL) return statics.residualValue > 0 ? outstanding(tranche, EOL) / statics.residualValue : null;
  if (tranche.balloon <= 0 || due <= valuationDate) return null;
  const value = linearValue({ statics, valuationDate, day: due });
  return value > 0 ? tranche.balloon / value : null;
}

/**
 * maxBalloonLtv: the largest refinancing LTV of a single tranche (balloons due on the same day and other debt are
 * not added): B / linearValue(t1) for a balloon due by EOL, out_i(EOL) / residualValue for a tranche maturing after
 * EOL; null when there is none: the refinancing risk at maturity (docs/spec/calculation.md section 8).
 */
export function maxBalloonLtv(options: { statics: Statics; valuationDate: DayNumber }): number | null {
  let max: number | null = null;
  for (const tranche of options.statics.tranches) {
    const ltv = refinancingLtv({ ...options, tranche });
    if (ltv !== null && (max === null || ltv > max)) max = ltv;
  }
  return max;
}
