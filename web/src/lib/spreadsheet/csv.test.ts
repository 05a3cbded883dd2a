import { describe, expect, it } from 'vitest';
import { dateCell, formats, momentCell, numberCell, row, textCell } from './cells';
import { toCsv } from './csv';

const cells = [
  textCell('Kamsarmax, second hand'),
  numberCell(1234.5, formats.decimal),
  numberCell(1e-7, formats.general),
  dateCell('2026-07-01'),
  momentCell('2026-11-22T14:05:59.000Z'),
  null,
];

describe('toCsv', () => {
  it('writes English with commas, decimal points and dates as year, month and day', () => {
    expect(toCsv([row(cells)], 'en')).toBe('"Kamsarmax, second hand",1234.5,1e-7,2026-07-01,2026-11-22 14:05,\r\n');
  });

  it('writes German with semicolons, decimal commas, no exponent and dates as day, month and year', () => {
    expect(toCsv([row(cells)], 'de')).toBe('"Kamsarmax, second hand";1234,5;0,0000001;01.07.2026;22.11.2026 14:05;\r\n');
  });
});

describe('toCsv’s numbers', () => {
  it('carry at most 15 significant digits, so no float noise of the last bit is written', () => {
    const noisy = [360.00000000000006, 0.1 + 0.2, 2337603.3600000003, 17048124.39850472, -162815.96906740312, 1 / 3];
    const written = toCsv([row(noisy.map((value) => numberCell(value, formats.general)))], 'en')
      .replace('\r\n', '')
      .split(',');
    expect(written).toEqual(['360', '0.3', '2337603.36', '17048124.3985047', '-162815.969067403', '0.333333333333333']);
    written.forEach((text, index) => expect(Math.abs(Number(text) - (noisy[index] ?? 0))).toBeLessThanOrEqual(1e-14 * Math.abs(noisy[index] ?? 0)));
    expect(toCsv([row([numberCell(360.00000000000006, formats.decimal), numberCell(1 / 3, formats.general)])], 'de')).toBe('360;0,333333333333333\r\n');
  });

  it('write a percentage as core’s fraction, or in percent when asked: 60 for 60 %, without noise', () => {
    const rates = [row([numberCell(0.6, formats.rate), numberCell(0.07, formats.rate), numberCell(0.025, formats.rate), numberCell(0.6, formats.ratio)])];
    expect(toCsv(rates, 'en')).toBe('0.6,0.07,0.025,0.6\r\n');
    // 0.07 × 100 is 7.000000000000001 in floating point: written as 7.
    expect(toCsv(rates, 'en', { ratesInPercent: true })).toBe('60,7,2.5,0.6\r\n');
    expect(toCsv(rates, 'de', { ratesInPercent: true })).toBe('60;7;2,5;0,6\r\n');
    const total = row([{ kind: 'formula', formula: '=A1', result: 0.35, format: formats.rate }]);
    expect(toCsv([total], 'en', { ratesInPercent: true })).toBe('35\r\n');
  });
});
