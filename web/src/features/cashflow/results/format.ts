/**
 * Display formats of the results view. Results carry unrounded numbers (docs/spec/calculation.md section 1);
 * they are rounded here and only here. Everything is formatted as en-US, the one language of the app.
 */

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
  return withSign(wholeNumber.format(Math.abs(value)), value, currencySymbol(currency));
}

/** Money for chart axes: 17683959.81 → "$17.7m", 425709 → "$425.7k", -1200000 → "-$1.2m". */
export function formatCompactMoney(value: number, currency: string | null | undefined): string {
  const size = Math.abs(value);
  // The thresholds sit half a tenth below each step, so that 999,960 reads "$1m", not "$1,000k".
  const [divisor, suffix] = size >= 999.95e6 ? [1e9, 'bn'] : size >= 999.95e3 ? [1e6, 'm'] : size >= 999.95 ? [1e3, 'k'] : [1, ''];
  return withSign(`${upToOneDecimal.format(size / divisor)}${suffix}`, value, currencySymbol(currency));
}

/** A rate as a percentage with two decimals: 0.08925 → "8.93%". */
export function formatPercent(value: number): string {
  return percent.format(value);
}

/** A coverage ratio such as the DSCR: 1.2305 → "1.23×". */
export function formatRatio(value: number): string {
  return `${twoDecimals.format(value)}×`;
}

/** A daily amount such as a charter rate: 14082.49 in USD → "$14,082/day". */
export function formatRatePerDay(value: number, currency: string | null | undefined): string {
  return `${formatMoney(value, currency)}/day`;
}

/** A number of days, to one decimal where it has one: 341.38 → "341.4". */
export function formatDays(value: number): string {
  return upToOneDecimal.format(value);
}

/** A date of the results, shown as given (`YYYY-MM-DD`, docs/spec/calculation.md section 9). */
export function formatDate(value: string): string {
  return value;
}

/** A period as its first day and its (exclusive) end, as given: "2026-07-01 – 2027-07-01". */
export function formatDateRange(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}
