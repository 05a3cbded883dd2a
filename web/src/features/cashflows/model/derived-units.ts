import type { DerivedName } from './sections';

/** What a derived value is measured in. */
export type DerivedUnit = 'money' | 'rate' | 'ratio' | 'years' | 'days' | 'date';

/**
 * What each static derived value of docs/spec/calculation.md section 3 is measured in: the form shows it
 * (derived-rows) and the exports write it (summary-sheets) by this one list.
 */
export const derivedUnits: Record<DerivedName, DerivedUnit> = {
  endOfUsefulLifeDate: 'date',
  vesselAgeDays: 'days',
  vesselAgeYears: 'years',
  remainingUsefulLifeYears: 'years',
  residualValue: 'money',
  residualValueAtEndOfLife: 'money',
  bookValue: 'money',
  secondHandPrice: 'money',
  commissions: 'money',
  transactionCosts: 'money',
  totalAcquisitionCost: 'money',
  ownerValueToday: 'money',
  impliedNewBuildPriceBrokers: 'money',
  impliedNewBuildPriceOwners: 'money',
  charterRateRatio: 'ratio',
  expectedFutureCharterStartDate: 'date',
  expectedFutureCharterEndDate: 'date',
  nextDockingDate: 'date',
  acquisitionDate: 'date',
  equity: 'money',
  debtAtAcquisition: 'money',
  requiredEquity: 'money',
  equityShortfall: 'money',
  ltvAtAcquisition: 'rate',
  tranchesValue: 'money',
  equityRate: 'rate',
  loanToValue: 'rate',
  costOfDebt: 'rate',
  wacc: 'rate',
  discountRate: 'rate',
  maxDebtByLeverage: 'money',
  debtCapacityEndDate: 'date',
  debtCapacityMaturityYears: 'years',
};
