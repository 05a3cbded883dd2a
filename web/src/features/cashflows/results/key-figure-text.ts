import { keyFigures, type JudgedKeyFigure, type KeyFigureName, type KeyFigureUnit, type Kpis, type ScreenKeyFigure } from '@keelson/core';
import type { TFunction } from 'i18next';
import { formatCompactMoney, formatDate, formatMoney, formatNumber, formatPercent, formatRatePerDay, formatRatio } from '../../../lib/format';
import type { FigureChange } from './figure-change';

/**
 * The key figures in words, as core's key-figure catalogue describes them: their values in their units, their changes,
 * their labels and why they are undefined. Every screen that shows a key figure writes it with these.
 */

type Currency = string | null | undefined;

/** A number in a figure's unit: money in whole units (compact for the bar), a charter rate a day, a percentage, a ratio, a count. */
function formatAmount(unit: Exclude<KeyFigureUnit, 'date'>, value: number, currency: Currency, short: boolean): string {
  switch (unit) {
    case 'money':
      return short ? formatCompactMoney(value, currency) : formatMoney(value, currency);
    case 'moneyPerDay':
      return formatRatePerDay(value, currency);
    case 'percent':
      return formatPercent(value);
    case 'ratio':
      return formatRatio(value);
    case 'count':
      return formatNumber(value);
  }
}

/**
 * A key figure of a result in the active language, in its catalogue unit: "$17,683,960", "8.93%", "1.23×",
 * "$14,082/day", "2031-06-30"; `short` writes money for the narrow screen's bar ("$17.7m"). Null where core leaves the
 * figure undefined.
 */
export function formatKeyFigure(name: KeyFigureName, kpis: Kpis, currency: Currency, short = false): string | null {
  const value = kpis[name];
  const { unit } = keyFigures[name];
  if (unit === 'date') return typeof value === 'string' ? formatDate(value) : null;
  return typeof value === 'number' ? formatAmount(unit, value, currency, short) : null;
}

/** A key figure measured in a number rather than a date. */
export type NumberKeyFigure = { [K in KeyFigureName]: NonNullable<Kpis[K]> extends number ? K : never }[KeyFigureName];

/**
 * A figure's number that is not read from a result's key figures — a list's stored summary, a side of the sensitivity,
 * a Monte Carlo statistic — written in its catalogue unit as formatKeyFigure writes it; `short` as for the bar ("$17.7m").
 */
export function formatKeyFigureValue(name: NumberKeyFigure, value: number, currency: Currency, short = false): string {
  return formatAmount(keyFigures[name].unit, value, currency, short);
}

/** A signed amount: "+" before a rise, the minus sign before a fall, nothing before a change too small to show. */
function signed(change: FigureChange, text: string): string {
  if (change.tone === 'unchanged') return text;
  return `${change.amount > 0 ? '+' : '\u2212'}${text}`;
}

/**
 * A figure's change, signed, as its catalogue writes changes: a difference in its unit ("+$120,000", "−0.05×") or
 * percentage points of a rate ("−0.25 pp"), to the decimals the figure is shown with; `short` for the bar ("+$120k").
 */
export function formatKeyFigureChange(name: JudgedKeyFigure, change: FigureChange, currency: Currency, t: TFunction, short = false): string {
  const { unit, format } = keyFigures[name];
  const size = Math.abs(change.amount);
  if (format.change === 'percentagePoints') {
    const points = formatNumber(size * 100, { minimumFractionDigits: format.decimals, maximumFractionDigits: format.decimals });
    return t('workbench.keyFigures.percentagePoints', { value: signed(change, points) });
  }
  return signed(change, formatAmount(unit, size, currency, short));
}

/** A figure's name on the screens. */
export function keyFigureLabel(name: ScreenKeyFigure, t: TFunction): string {
  return t(keyFigures[name].labelKey);
}

/** A figure card's one-line explanation. */
export function keyFigureExplanation(name: ScreenKeyFigure, t: TFunction): string {
  return t(keyFigures[name].explanationKey);
}

/** Why core leaves a figure undefined, in words ("not defined: no year has debt service"); undefined for a figure that always is. */
export function keyFigureNullReason(name: KeyFigureName, t: TFunction): string | undefined {
  const key = keyFigures[name].nullReasonKey;
  return key === null ? undefined : t(key);
}
