import { describe, expect, it } from 'vitest';
import { exportFileName } from './download';

describe('exportFileName', () => {
  it('keeps letters, digits, dots and dashes of the title', () => {
    expect(exportFileName('Kamsarmax bulk carrier, secondhand purchase', 'xlsx')).toBe('Kamsarmax-bulk-carrier-secondhand-purchase.xlsx');
    expect(exportFileName('MV Ærøskøbing 2026', 'csv', 'base')).toBe('MV-Ærøskøbing-2026-base.csv');
  });

  it('removes path separators, reserved characters and leading dots', () => {
    expect(exportFileName('../../etc/passwd', 'csv')).toBe('etc-passwd.csv');
    expect(exportFileName('a<b>c:"d"|e?*f\\g', 'xlsx')).toBe('a-b-c-d-e-f-g.xlsx');
    expect(exportFileName('=cmd|" /C calc"!A0', 'csv')).toBe('cmd-C-calc-A0.csv');
  });

  it('falls back to "cashflow" and stays short', () => {
    expect(exportFileName(null, 'xlsx')).toBe('cashflow.xlsx');
    expect(exportFileName('  ***  ', 'csv')).toBe('cashflow.csv');
    expect(exportFileName('x'.repeat(200), 'csv')).toBe(`${'x'.repeat(80)}.csv`);
  });
});
