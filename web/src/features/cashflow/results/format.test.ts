import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatCompactMoney,
  formatDate,
  formatDateRange,
  formatDays,
  formatMoney,
  formatPercent,
  formatRatePerDay,
  formatRatio,
} from './format';

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
