import { yearFraction, type DayCountBasis } from '../dates/year-fraction';
import type { DayNumber } from '../dates/day-number';
import type { TrancheTerms } from './statics';

/**
 * out(t): the balance of a tranche, 0 before disbursement, then linear amortisation to zero at
 * maturity (docs/spec/calculation.md section 6).
 */
export function outstanding(tranche: TrancheTerms, day: DayNumber): number {
  if (day < tranche.disbursementDate) return 0;
  const term = tranche.maturityDate - tranche.disbursementDate;
  return tranche.value * Math.max(0, (tranche.maturityDate - day) / term);
}

/** D_V: the debt at the valuation date, of the tranches disbursed on or before it. */
export function debtAtValuation(tranches: readonly TrancheTerms[], valuationDate: DayNumber): number {
  let sum = 0;
  for (const tranche of tranches) if (tranche.disbursementDate <= valuationDate) sum += outstanding(tranche, valuationDate);
  return sum;
}

/** Σ out_i(t) over all tranches: what is still owed on a day (used at EOL, repaid from the sale). */
export function totalOutstanding(tranches: readonly TrancheTerms[], day: DayNumber): number {
  let sum = 0;
  for (const tranche of tranches) sum += outstanding(tranche, day);
  return sum;
}

export type PeriodDebt = { interest: number; principal: number; disbursement: number; debtOutstanding: number };

/**
 * The debt side of the period [start, end): interest on the balance at the period's (or the
 * tranche's) start, principal as the fall of the balance, disbursements of tranches drawn after V,
 * and the balance at the end of the tranches drawn before it (docs/spec/calculation.md section 6).
 */
export function periodDebt(options: {
  tranches: readonly TrancheTerms[];
  start: DayNumber;
  end: DayNumber;
  valuationDate: DayNumber;
  basis: DayCountBasis;
}): PeriodDebt {
  const { tranches, start, end, valuationDate, basis } = options;
  let interest = 0;
  let principal = 0;
  let disbursement = 0;
  let debtOutstanding = 0;
  for (const tranche of tranches) {
    const from = Math.max(start, tranche.disbursementDate);
    const to = Math.min(end, tranche.maturityDate);
    if (from < to) {
      const balance = outstanding(tranche, from);
      interest += balance * tranche.rate * yearFraction(from, to, basis);
      principal += balance - outstanding(tranche, end);
    }
    if (tranche.disbursementDate > valuationDate && start <= tranche.disbursementDate && tranche.disbursementDate < end) disbursement += tranche.value;
    if (tranche.disbursementDate < end) debtOutstanding += outstanding(tranche, end);
  }
  return { interest, principal, disbursement, debtOutstanding };
}
