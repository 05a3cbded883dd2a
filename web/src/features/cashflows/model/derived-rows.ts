import type { Derived } from '@keelson/core';
import { formatDate, formatDays, formatMoney, formatPercent, formatRatio, formatYears } from '../../../lib/format';
import { derivedUnits, type DerivedUnit } from './derived-units';
import type { DerivedName } from './sections';

/** One derived value as shown beside the inputs; null when it is undefined (no purchase price, no current charter …). */
export type DerivedRow = { name: DerivedName; text: string | null };

function textOf(value: number | string, unit: DerivedUnit, currency: string | null | undefined): string {
  // Dates arrive as YYYY-MM-DD text and are shown in the active language like every other date.
  if (typeof value === 'string') return unit === 'date' ? formatDate(value) : value;
  switch (unit) {
    case 'money':
      return formatMoney(value, currency);
    case 'rate':
      return formatPercent(value);
    case 'ratio':
      return formatRatio(value);
    case 'years':
      return formatYears(value);
    case 'days':
      return formatDays(value);
    case 'date':
      return formatDate(String(value));
  }
}

/** The derived values of one section, rounded for display only (docs/spec/calculation.md section 1). */
export function derivedRows(names: readonly DerivedName[], derived: Derived, currency: string | null | undefined): DerivedRow[] {
  return names.map((name) => {
    const value = derived[name];
    return { name, text: value === null ? null : textOf(value, derivedUnits[name], currency) };
  });
}
