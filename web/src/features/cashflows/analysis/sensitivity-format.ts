import { formatDays, formatExactPercent, formatMoney, formatNumber, formatPercent, formatRatePerDay } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import type { SensitivityDriver } from '@keelson/core';

/** The value a driver stands at, in its unit: "$13,500/day", "8.00%", "28 years" (docs/sensitivity.md section 1). */
export function formatDriverInput(driver: SensitivityDriver, value: number, currency: string | null | undefined): string {
  switch (driver) {
    case 'charterRates':
    case 'opex':
      return formatRatePerDay(value, currency);
    case 'discountRate':
    case 'baseInterestRate':
      return formatPercent(value);
    case 'steelPrice':
      return i18n.t('sensitivity.units.perTon', { amount: formatMoney(value, currency) });
    case 'offHireDays':
      return i18n.t('sensitivity.units.daysPerYear', { days: formatDays(value) });
    case 'usefulLife':
      return i18n.t('sensitivity.units.years', { years: formatNumber(value) });
    case 'dockingCost':
      return formatMoney(value, currency);
  }
}

/** A change of an input as a signed share: −0.3 → "−30%", 0 → "±0%", 0.1 → "+10%". */
export function formatChange(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${sign}${formatExactPercent(Math.abs(change))}`;
}
