import { formatDateIn, notations, parseDate, type Language } from '@keelson/core';
import { activeLanguage, i18n } from './i18n';

/**
 * The one formatting module of the app: numbers, money, percentages, ratios, dates and moments in the
 * active language (i18next's, falling back to English). Results carry unrounded numbers
 * (docs/spec/calculation.md section 1); they are rounded here and only here.
 */

/** The Intl locale numbers and dates are shown in: the notation's of the active language. */
export function activeLocale(): string {
  return notations[activeLanguage()].locale;
}

// Intl number formats are costly to build and the year table formats hundreds of cells: one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions, locale = activeLocale()): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
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

/** The currency whose symbol and placement a cashflow's amounts are shown with: EUR, else USD (the dollar rule above). */
function shownCurrency(currency: string | null | undefined): 'EUR' | 'USD' {
  return currency === 'EUR' ? 'EUR' : 'USD';
}

/** Whether the active language puts the currency symbol after the amount, as German does ("17.683.960 $"). */
function symbolAfter(locale: string): boolean {
  const parts = numberFormat({ style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }, locale).formatToParts(1);
  return parts.findIndex((part) => part.type === 'currency') > parts.findIndex((part) => part.type === 'integer');
}

/**
 * Money in whole units with the currency symbol where the language puts it: 17683959.81 in USD → "$17,683,960",
 * in German "17.683.960 $" (a no-break space before the symbol). A sign only when the rounded amount is not zero,
 * so that −0.4 never shows as "-$0".
 */
export function formatMoney(value: number, currency: string | null | undefined): string {
  return numberFormat({
    style: 'currency',
    currency: shownCurrency(currency),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  }).format(value);
}

/**
 * Money for chart axes: 17683959.81 → "$17.7m", 425709 → "$425.7k", -1200000 → "-$1.2m"; in German
 * "17,7 Mio. $", "425,7 Tsd. $", "-1,2 Mio. $". An axis whose ticks step by 250k asks for two digits: "$1.25m".
 */
export function formatCompactMoney(value: number, currency: string | null | undefined, digits = 1): string {
  const { locale, compactWords } = notations[activeLanguage()];
  const { thousand, million, billion } = compactWords;
  const size = Math.abs(value);
  // The thresholds sit half a tenth below each step, so that 999,960 reads "$1m", not "$1,000k".
  const [divisor, suffix] = size >= 999.95e6 ? [1e9, billion] : size >= 999.95e3 ? [1e6, million] : size >= 999.95 ? [1e3, thousand] : [1, ''];
  const rounded = formatNumber(size / divisor, { maximumFractionDigits: digits });
  const sign = value < 0 && /[1-9]/.test(rounded) ? '-' : '';
  const symbol = currencySymbol(currency);
  return symbolAfter(locale) ? `${sign}${rounded}${suffix}\u00a0${symbol}` : `${sign}${symbol}${rounded}${suffix}`;
}

/** A daily amount such as a charter rate: 14082.49 in USD → "$14,082/day", in German "14.082 $/Tag". */
export function formatRatePerDay(value: number, currency: string | null | undefined): string {
  return i18n.t('format.perDay', { amount: formatMoney(value, currency) });
}

/** A rate as a percentage with two decimals: 0.08925 → "8.93%", in German "8,93 %". */
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

/** A coverage ratio such as the DSCR: 1.2305 → "1.23×", in German "1,23×". */
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

/**
 * A date of the results (`YYYY-MM-DD`, docs/spec/calculation.md section 9) in the notation of the language, the active
 * one unless named: English shows it as given, German as "01.07.2026"; a text that is no date stays as it is.
 */
export function formatDate(value: string, language: Language = activeLanguage()): string {
  return formatDateIn(value, language);
}

/** A period as its first day and its (exclusive) end: "2026-07-01 – 2027-07-01", in German "01.07.2026 – 01.07.2027". */
export function formatDateRange(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/**
 * A calendar date (`YYYY-MM-DD`) for tables, in the language's one notation (as formatDate: "2026-07-01", German
 * "01.07.2026"), the same day in every time zone; other texts as they are.
 */
export function formatCalendarDay(text: string, language: Language = activeLanguage()): string {
  return parseDate(text) === null ? text : formatDateIn(text, language);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar day of a moment in the reader's time zone, `YYYY-MM-DD`. */
function localDay(time: Date): string {
  return `${time.getFullYear()}-${twoDigits(time.getMonth() + 1)}-${twoDigits(time.getDate())}`;
}

/** The day of a moment (ISO date-time) in the reader's time zone, for tables: "2026-11-22", German "22.11.2026". */
export function formatDay(iso: string, language: Language = activeLanguage()): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatDateIn(localDay(new Date(time)), language);
}

/**
 * A moment (ISO date-time) in the reader's time zone, for tables: its day in the language's notation and the time of
 * day on the 24-hour clock, "2026-11-22 14:05", German "22.11.2026 14:05" (as formatUtcMomentIn writes UTC moments).
 */
export function formatMoment(iso: string, language: Language = activeLanguage()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const at = new Date(time);
  return `${formatDateIn(localDay(at), language)} ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}

/** A number rounded as its text is, for a chart that must plot what the table beside it says: 3.456 → 3.46. */
export function roundAsShown(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}
