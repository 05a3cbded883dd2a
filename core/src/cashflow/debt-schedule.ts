import { yearFraction, type DayCountBasis } from '../dates/year-fraction';
import type { DayNumber } from '../dates/day-number';
import type { TrancheTerms } from './tranche-terms';

/** sched(t) = P × days(t, t2) / days(t0, t2): the balance the profile schedules for a day (docs/spec/calculation.md section 6). */
export function scheduled(tranche: TrancheTerms, day: DayNumber): number {
  return (tranche.value * (tranche.profileEnd - day)) / (tranche.profileEnd - tranche.disbursementDate);
}

/**
 * out(t): the balance of a tranche, 0 before disbursement and from maturity on (the balloon is repaid then),
 * linear along the repayment profile in between (docs/spec/calculation.md section 6).
 */
export function outstanding(tranche: TrancheTerms, day: DayNumber): number {
  return day < tranche.disbursementDate || day >= tranche.maturityDate ? 0 : scheduled(tranche, day);
}

/**
 * D_t = Σ out_i(t) over the tranches disbursed on or before t: the debt at the valuation date D_V and at the
 * acquisition date D_T (docs/spec/calculation.md sections 3 and 6).
 */
export function debtDrawnBy(tranches: readonly TrancheTerms[], day: DayNumber): number {
  let sum = 0;
  for (const tranche of tranches) if (tranche.disbursementDate <= day) sum += outstanding(tranche, day);
  return sum;
}

/**
 * A tranche's amount at V for tranchesValue and costOfDebt (docs/spec/calculation.md section 3): out(V) once
 * disbursed, its value when disbursed later, 0 once matured.
 */
export function amountAtValuation(tranche: TrancheTerms, valuationDate: DayNumber): number {
  if (tranche.maturityDate <= valuationDate) return 0;
  return tranche.disbursementDate <= valuationDate ? outstanding(tranche, valuationDate) : tranche.value;
}

/** Σ out_i(t) over all tranches: what is still owed on a day (used at EOL, repaid from the sale). */
export function totalOutstanding(tranches: readonly TrancheTerms[], day: DayNumber): number {
  let sum = 0;
  for (const tranche of tranches) sum += outstanding(tranche, day);
  return sum;
}

export type PeriodDebt = {
  interest: number;
  principal: number;
  balloon: number;
  disbursement: number;
  /** The part of the disbursement drawn on or before T: it pays the purchase, in the equity's flow at T (section 8). */
  disbursementForPurchase: number;
  debtOutstanding: number;
};

/**
 * The debt side of the period [start, end) (docs/spec/calculation.md section 6): interest on the balance at the
 * period's (or the tranche's) start, the scheduled instalments as principal, balloons due in it (start <
 * t1 ≤ end), disbursements of tranches drawn after V (those drawn by T pay the purchase), and the balance at the end
 * of the tranches drawn before it.
 */
export function periodDebt(options: {
  tranches: readonly TrancheTerms[];
  start: DayNumber;
  end: DayNumber;
  valuationDate: DayNumber;
  acquisitionDate: DayNumber;
  basis: DayCountBasis;
  /** YF(start, end) when the caller knows it: a tranche that runs through the whole period accrues for it. */
  periodYears?: number;
}): PeriodDebt {
  const { tranches, start, end, valuationDate, acquisitionDate, basis, periodYears } = options;
  let interest = 0;
  let principal = 0;
  let balloon = 0;
  let disbursement = 0;
  let disbursementForPurchase = 0;
  let debtOutstanding = 0;
  for (const tranche of tranches) {
    const from = Math.max(start, tranche.disbursementDate);
    const to = Math.min(end, tranche.maturityDate);
    if (from < to) {
      const balance = outstanding(tranche, from);
      const years = periodYears !== undefined && from === start && to === end ? periodYears : yearFraction(from, to, basis);
      interest += balance * tranche.rate * years;
      principal += balance - scheduled(tranche, to);
    }
    // Periods never end after EOL, so a balloon due in one is due within the life.
    if (start < tranche.maturityDate && tranche.maturityDate <= end && tranche.maturityDate > valuationDate) balloon += tranche.balloon;
    if (tranche.disbursementDate > valuationDate && start <= tranche.disbursementDate && tranche.disbursementDate < end) {
      disbursement += tranche.value;
      if (tranche.disbursementDate <= acquisitionDate) disbursementForPurchase += tranche.value;
    }
    if (tranche.disbursementDate < end) debtOutstanding += outstanding(tranche, end);
  }
  return { interest, principal, balloon, disbursement, disbursementForPurchase, debtOutstanding };
}
