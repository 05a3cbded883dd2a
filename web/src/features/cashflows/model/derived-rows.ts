import type { Derived } from '@keelson/core';
import { formatDays, formatMoney, formatPercent, formatRatio, formatYears } from '../../../lib/format';
import type { DerivedName } from './sections';

type DerivedFormat = 'money' | 'percent' | 'ratio' | 'years' | 'days' | 'date';

const formats: Record<DerivedName, DerivedFormat> = {
  endOfUsefulLifeDate: 'date',
  vesselAgeDays: 'days',
  vesselAgeYears: 'years',
  remainingUsefulLifeYears: 'years',
  residualValue: 'money',
  residualValueAtEndOfLife: 'money',
  bookValue: 'money',
  secondHandPrice: 'money',
  commissions: 'money',
  totalAcquisitionCost: 'money',
  ownerValueToday: 'money',
  impliedNewBuildPriceBrokers: 'money',
  impliedNewBuildPriceOwners: 'money',
  charterRateRatio: 'ratio',
  expectedFutureCharterStartDate: 'date',
  expectedFutureCharterEndDate: 'date',
  nextDockingDate: 'date',
  equity: 'money',
  tranchesValue: 'money',
  equityRate: 'percent',
  loanToValue: 'percent',
  costOfDebt: 'percent',
  wacc: 'percent',
  discountRate: 'percent',
  maxDebtByLeverage: 'money',
  debtCapacityEndDate: 'date',
  debtCapacityMaturityYears: 'years',
};

/** One derived value as shown beside the inputs; null when it is undefined (no purchase price, no current charter …). */
export type DerivedRow = { name: DerivedName; text: string | null };

function textOf(value: number | string, format: DerivedFormat, currency: string | null | undefined): string {
  if (typeof value === 'string') return value;
  switch (format) {
    case 'money':
      return formatMoney(value, currency);
    case 'percent':
      return formatPercent(value);
    case 'ratio':
      return formatRatio(value);
    case 'years':
      return formatYears(value);
    case 'days':
      return formatDays(value);
    case 'date':
      return String(value);
  }
}

/** The derived values of one section, rounded for display only (docs/spec/calculation.md section 1). */
export function derivedRows(names: readonly DerivedName[], derived: Derived, currency: string | null | undefined): DerivedRow[] {
  return names.map((name) => {
    const value = derived[name];
    return { name, text: value === null ? null : textOf(value, formats[name], currency) };
  });
}
