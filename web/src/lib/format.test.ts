import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activeLocale,
  currencySymbol,
  formatCalendarDay,
  formatCompactMoney,
  formatDate,
  formatDateRange,
  formatDay,
  formatDays,
  formatExactPercent,
  formatMoment,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRatePerDay,
  formatRatio,
  formatShare,
  formatUtility,
  formatYears,
} from './format';
import { i18n } from './i18n';

describe('currencySymbol', () => {
  it('gives the dollar for USD, the euro for EUR and the dollar for anything else (docs/spec/product-spec.md section 3)', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('$');
    expect(currencySymbol('')).toBe('$');
    expect(currencySymbol(null)).toBe('$');
    expect(currencySymbol(undefined)).toBe('$');
  });
});

describe('formatMoney', () => {
  it('rounds to whole units with thousands separators and the symbol', () => {
    expect(formatMoney(17_683_959.80744662, 'USD')).toBe('$17,683,960');
    expect(formatMoney(17_068_500, 'EUR')).toBe('€17,068,500');
    expect(formatMoney(0, null)).toBe('$0');
  });

  it('puts the minus before the symbol and never shows a negative zero', () => {
    expect(formatMoney(-189_845.6068518455, 'USD')).toBe('-$189,846');
    expect(formatMoney(-0.4, 'USD')).toBe('$0');
  });
});

describe('formatCompactMoney', () => {
  it('shortens to thousands, millions and billions with one decimal at most', () => {
    expect(formatCompactMoney(17_683_959.8, 'USD')).toBe('$17.7m');
    expect(formatCompactMoney(425_709.22, 'USD')).toBe('$425.7k');
    expect(formatCompactMoney(-1_224_000, 'EUR')).toBe('-€1.2m');
    expect(formatCompactMoney(1_500_000_000, 'USD')).toBe('$1.5bn');
    expect(formatCompactMoney(12_000_000, 'USD')).toBe('$12m');
    expect(formatCompactMoney(512.34, 'USD')).toBe('$512.3');
    expect(formatCompactMoney(0, 'USD')).toBe('$0');
  });

  it('moves up a step where rounding reaches the next one', () => {
    expect(formatCompactMoney(999_960, 'USD')).toBe('$1m');
    expect(formatCompactMoney(999_940, 'USD')).toBe('$999.9k');
  });
});

describe('formatPercent, formatRatio, formatRatePerDay, formatDays', () => {
  it('shows rates as percentages with two decimals', () => {
    expect(formatPercent(0.08925333453622496)).toBe('8.93%');
    expect(formatPercent(0.5637982195845698)).toBe('56.38%');
    expect(formatPercent(-0.05)).toBe('-5.00%');
  });

  it('shows a coverage ratio with two decimals and a times sign', () => {
    expect(formatRatio(1.230548478741984)).toBe('1.23×');
    expect(formatRatio(0.6313851047519291)).toBe('0.63×');
  });

  it('shows a daily amount in whole units per day', () => {
    expect(formatRatePerDay(14_082.494697641527, 'USD')).toBe('$14,082/day');
    expect(formatRatePerDay(11_525.593936834071, 'EUR')).toBe('€11,526/day');
  });

  it('shows days with one decimal where they have one', () => {
    expect(formatDays(341.38356164383583)).toBe('341.4');
    expect(formatDays(365)).toBe('365');
  });
});

describe('formatDate and formatDateRange', () => {
  it('shows the dates as the results give them', () => {
    expect(formatDate('2035-03-01')).toBe('2035-03-01');
    expect(formatDateRange('2026-07-01', '2027-07-01')).toBe('2026-07-01 – 2027-07-01');
  });
});

describe('formatNumber, formatYears, formatShare, formatUtility', () => {
  it('groups thousands and rounds to the digits asked for', () => {
    expect(formatNumber(5221)).toBe('5,221');
    expect(formatNumber(1.23456, { maximumFractionDigits: 3 })).toBe('1.235');
    expect(formatYears(14.294444444444444)).toBe('14.29');
  });

  it('shows a share as the number of percent without the sign', () => {
    expect(formatShare(0.6)).toBe('60');
    expect(formatShare(0.1234, 1)).toBe('12.3');
    expect(formatShare(12.5)).toBe('1250');
  });

  it('shows utilities with two decimals and a dash when undefined', () => {
    expect(formatUtility(6.3)).toBe('6.30');
    expect(formatUtility(10)).toBe('10.00');
    expect(formatUtility(null)).toBe('—');
  });
});

describe('dates and moments', () => {
  it('shows the stored calendar day whatever the time zone, and other texts as they are', () => {
    expect(formatCalendarDay('2026-07-01', 'de')).toBe('01.07.2026');
    expect(formatCalendarDay('2026-07-01')).toBe('2026-07-01');
    expect(formatCalendarDay('not a date', 'de')).toBe('not a date');
  });

  it('shows a moment with its day and time, and keeps a text that is no moment (the tests run in UTC)', () => {
    // One date notation per language everywhere (the results' dates too), the time on the 24-hour clock.
    expect(formatMoment('2026-11-22T14:05:00.000Z')).toBe('2026-11-22 14:05');
    expect(formatMoment('2026-11-22T09:05:00.000Z', 'de')).toBe('22.11.2026 09:05');
    expect(formatMoment('garbage')).toBe('garbage');
    expect(formatDay('2026-11-22T14:05:00.000Z')).toBe('2026-11-22');
    expect(formatDay('2026-11-22T14:05:00.000Z', 'de')).toBe('22.11.2026');
    expect(formatDay('garbage')).toBe('garbage');
  });
});

describe('the active language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('formats in the language i18next has active', async () => {
    expect(activeLocale()).toBe('en-US');
    await i18n.changeLanguage('de');
    expect(activeLocale()).toBe('de-DE');
    expect(formatCalendarDay('2026-07-01')).toBe('01.07.2026');
  });
});

describe('German', () => {
  beforeEach(async () => {
    // The German words of a unit come from de.json; added here (without overwriting) so the test does not wait for it.
    i18n.addResourceBundle('de', 'translation', { format: { perDay: '{{amount}}/Tag' } }, true, false);
    await i18n.changeLanguage('de');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('puts the currency symbol after the amount with a no-break space, and groups with points', () => {
    expect(formatMoney(17_683_959.80744662, 'USD')).toBe('17.683.960\u00a0$');
    expect(formatMoney(17_068_500, 'EUR')).toBe('17.068.500\u00a0€');
    expect(formatMoney(1_234_567.89, 'GBP')).toBe('1.234.568\u00a0$');
    expect(formatMoney(-189_845.6068518455, 'USD')).toBe('-189.846\u00a0$');
    expect(formatMoney(-0.4, 'USD')).toBe('0\u00a0$');
  });

  it('shortens chart money with the German words', () => {
    expect(formatCompactMoney(17_683_959.8, 'USD')).toBe('17,7\u00a0Mio.\u00a0$');
    expect(formatCompactMoney(425_709.22, 'USD')).toBe('425,7\u00a0Tsd.\u00a0$');
    expect(formatCompactMoney(-1_224_000, 'EUR')).toBe('-1,2\u00a0Mio.\u00a0€');
    expect(formatCompactMoney(1_500_000_000, 'USD')).toBe('1,5\u00a0Mrd.\u00a0$');
    expect(formatCompactMoney(512.34, 'USD')).toBe('512,3\u00a0$');
    expect(formatCompactMoney(0, 'USD')).toBe('0\u00a0$');
  });

  it('shows percentages, ratios, daily amounts, days, years and utilities with a decimal comma', () => {
    expect(formatPercent(0.0826)).toBe('8,26\u00a0%');
    expect(formatPercent(-0.05)).toBe('-5,00\u00a0%');
    expect(formatRatio(1.25)).toBe('1,25×');
    expect(formatRatePerDay(14_082.494697641527, 'USD')).toBe('14.082\u00a0$/Tag');
    expect(formatDays(341.38356164383583)).toBe('341,4');
    expect(formatYears(14.294444444444444)).toBe('14,29');
    expect(formatNumber(1_234_567.891, { maximumFractionDigits: 2 })).toBe('1.234.567,89');
    expect(formatShare(0.1234, 1)).toBe('12,3');
    expect(formatUtility(6.3)).toBe('6,30');
    expect(formatExactPercent(0.025)).toBe('2,5\u00a0%');
  });

  it('shows dates as day, month and year with points', () => {
    expect(formatDate('2026-07-01')).toBe('01.07.2026');
    expect(formatDateRange('2026-07-01', '2027-07-01')).toBe('01.07.2026 – 01.07.2027');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatCalendarDay('2026-07-01')).toBe('01.07.2026');
    expect(formatDay('2026-11-22T14:05:00.000Z')).toBe('22.11.2026');
    expect(formatMoment('2026-11-22T14:05:00.000Z')).toBe('22.11.2026 14:05');
  });
});
