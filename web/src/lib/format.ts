import { parseDate } from '@keelson/core';
import { i18n } from './i18n';

/**
 * The one formatting module of the app: numbers, money, percentages, ratios, dates and moments in the
 * active language (i18next's, falling back to English). Results carry unrounded numbers
 * (docs/spec/calculation.md section 1); they are rounded here and only here.
 */

/** The language numbers and dates are shown in: the active one of i18next, or English. */
export function activeLocale(): string {
  return i18n.language || 'en';
}

// Intl formatters are costly to build and the year table formats hundreds of cells: one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions, locale = activeLocale()): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions, locale: string): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A plain number with grouped thousands: 5221 → "5,221"; `options` for fraction digits. */
export function formatNumber(value: number, options: Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> = {}): string {
  return numberFormat({ maximumFractionDigits: 0, ...options }).format(value);
}

/** The symbol of a cashflow's currency: USD dollar, EUR euro, anything else dollar (docs/spec/product-spec.md section 3). */
export function currencySymbol(currency: string | null | undefined): string {
  return currency === 'EUR' ? '€' : '$';
}

/** A sign only when the rounded number is not zero, so that −0.4 never shows as "-$0". */
function withSign(rounded: string, value: number, symbol: string): string {
  return `${value < 0 && /[1-9]/.test(rounded) ? '-' : ''}${symbol}${rounded}`;
}

/** Money in whole units with the currency symbol: 17683959.81 in USD → "$17,683,960". */
export function formatMoney(value: number, currency: string | null | undefined): string {
  return withSign(formatNumber(Math.abs(value)), value, currencySymbol(currency));
}

/** Money for chart axes: 17683959.81 → "$17.7m", 425709 → "$425.7k", -1200000 → "-$1.2m". */
export function formatCompactMoney(value: number, currency: string | null | undefined): string {
  const size = Math.abs(value);
  // The thresholds sit half a tenth below each step, so that 999,960 reads "$1m", not "$1,000k".
  const [divisor, suffix] = size >= 999.95e6 ? [1e9, 'bn'] : size >= 999.95e3 ? [1e6, 'm'] : size >= 999.95 ? [1e3, 'k'] : [1, ''];
  return withSign(`${formatNumber(size / divisor, { maximumFractionDigits: 1 })}${suffix}`, value, currencySymbol(currency));
}

/** A daily amount such as a charter rate: 14082.49 in USD → "$14,082/day". */
export function formatRatePerDay(value: number, currency: string | null | undefined): string {
  return `${formatMoney(value, currency)}/day`;
}

/** A rate as a percentage with two decimals: 0.08925 → "8.93%". */
export function formatPercent(value: number): string {
  return numberFormat({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A number with every digit it has, for limits named in a message: 1e12 → "1,000,000,000,000", 0.5 → "0.5". */
export function formatExactNumber(value: number): string {
  return numberFormat({ maximumFractionDigits: 10 }).format(value);
}

/** A rate as percent with every digit it has, for limits named in a message: 0.025 → "2.5%", -0.99 → "-99%". */
export function formatExactPercent(value: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 10 }).format(value);
}

const listFormats = new Map<string, Intl.ListFormat>();

/** Names joined as a sentence joins them: ["Administration fee", "Commissions"] → "Administration fee and Commissions". */
export function formatList(items: readonly string[], locale = activeLocale()): string {
  let format = listFormats.get(locale);
  if (format === undefined) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/** A share 0–1 as the number of percent without the sign, for texts that add it: 0.6 → "60", 0.1234 with one digit → "12.3". */
export function formatShare(share: number, digits = 0): string {
  return numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(share * 100);
}

/** A coverage ratio such as the DSCR: 1.2305 → "1.23×". */
export function formatRatio(value: number): string {
  return `${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`;
}

/** A number of years with two decimals: 14.2944 → "14.29". */
export function formatYears(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A number of days, to one decimal where it has one: 341.38 → "341.4". */
export function formatDays(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 1 });
}

/** A utility on the 0–10 scale with two decimals, "—" when undefined (docs/spec/utility-analysis.md section 3). */
export function formatUtility(value: number | null): string {
  return value === null ? '—' : numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(value);
}

/** A date of the results, shown as given (`YYYY-MM-DD`, docs/spec/calculation.md section 9). */
export function formatDate(value: string): string {
  return value;
}

/** A period as its first day and its (exclusive) end, as given: "2026-07-01 – 2027-07-01". */
export function formatDateRange(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/** A calendar date (`YYYY-MM-DD`) for tables, "Jul 1, 2026", the same day in every time zone; other texts as they are. */
export function formatCalendarDay(text: string, locale = activeLocale()): string {
  if (parseDate(text) === null) return text;
  return dateFormat({ dateStyle: 'medium', timeZone: 'UTC' }, locale).format(new Date(`${text}T00:00:00Z`));
}

/** The day of a moment (ISO date-time) in the reader's time zone, for tables: "Nov 22, 2026"; other texts as they are. */
export function formatDay(iso: string, locale = activeLocale()): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat({ dateStyle: 'medium' }, locale).format(time);
}

/** A moment (ISO date-time) in the reader's time zone, for tables: "Nov 22, 2026, 2:05 PM"; other texts as they are. */
export function formatMoment(iso: string, locale = activeLocale()): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, locale).format(time);
}

/** A number rounded as its text is, for a chart that must plot what the table beside it says: 3.456 → 3.46. */
export function roundAsShown(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}
