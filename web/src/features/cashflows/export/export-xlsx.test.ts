import { Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxMimeType } from '../../../lib/spreadsheet/xlsx';
import { exportXlsx } from './export-xlsx';
import { workedExample as fixture } from '@keelson/core/examples';
import { workedExample } from '../worked-example';

// A round trip through the spreadsheet library: what `workbookModel` describes is what the file holds.
describe('exportXlsx', () => {
  it('writes the sheets with real dates, number formats and SUM formulas with their values', async () => {
    const blob = await exportXlsx(workedExample({ title: '=1+1' }));
    expect(blob.type).toBe(xlsxMimeType);
    const workbook = new Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Inputs', 'Derived', 'Key figures', 'Valuation', 'Years', 'Months']);

    const inputs = workbook.getWorksheet('Inputs');
    expect(inputs?.getCell('A2').value).toBe('Title');
    expect(inputs?.getCell('B2').value).toBe("'=1+1");
    expect(inputs?.getCell('B13').value).toEqual(new Date(Date.UTC(2026, 6, 1)));
    expect(inputs?.getCell('B13').numFmt).toBe('yyyy-mm-dd');

    const years = workbook.getWorksheet('Years');
    expect(years?.getCell('M3').value).toBe(fixture.expected[0]?.years[0]?.cfads);
    expect(years?.getCell('M3').numFmt).toBe('#,##0');
    expect(years?.getCell('M14').value).toMatchObject({ formula: 'SUM(M3:M13)', result: expect.any(Number) });
    expect(years?.getCell('M14').numFmt).toBe('#,##0');

    const valuation = workbook.getWorksheet('Valuation');
    expect(valuation?.getCell('B10').value).toEqual({ formula: 'B9+B8', result: expect.closeTo(fixture.expected[0]?.kpis.dcfValue ?? Number.NaN, 4) });
  });
});
