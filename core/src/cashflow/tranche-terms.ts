import { addDays, type DayNumber } from '../dates/day-number';
import type { ModelTranche } from './model-input';

/** A tranche's term, or its repayment profile, in days: years of 365 days, rounded half up (docs/spec/calculation.md section 2). */
export function trancheTermDays(years: number): number {
  return Math.floor(365 * years + 0.5);
}

/** A tranche with its dates fixed (docs/spec/calculation.md sections 3 and 6). */
export type TrancheTerms = {
  /** P */
  value: number;
  /** r = baseRate + interest */
  rate: number;
  /** t0 */
  disbursementDate: DayNumber;
  /** t1 */
  maturityDate: DayNumber;
  /** The repayment profile in years, durationYears when none was given. */
  amortizationYears: number;
  /** t2, the end of the repayment profile; never before t1. */
  profileEnd: DayNumber;
  /** B = P × days(t1, t2) / days(t0, t2): what the profile leaves at maturity. */
  balloon: number;
};

/** The terms of a validated tranche: t1 from durationYears, t2 from amortizationYears, and the balloon B (section 6). */
export function trancheTerms(tranche: ModelTranche): TrancheTerms {
  const disbursementDate = tranche.disbursementDate;
  const maturityDate = addDays(disbursementDate, trancheTermDays(tranche.durationYears));
  const profileEnd = Math.max(maturityDate, addDays(disbursementDate, trancheTermDays(tranche.amortizationYears)));
  return {
    value: tranche.value,
    rate: tranche.baseRate + tranche.interest,
    disbursementDate,
    maturityDate,
    amortizationYears: tranche.amortizationYears,
    profileEnd,
    balloon: (tranche.value * (profileEnd - maturityDate)) / (profileEnd - disbursementDate),
  };
}
