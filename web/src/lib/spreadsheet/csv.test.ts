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
