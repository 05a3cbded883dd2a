import { Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { xlsxMimeType } from '../../../lib/spreadsheet/xlsx';
import { exportXlsx } from './export-xlsx';
import { workedExample as fixture } from '@keelson/core/examples';
import { workedExample } from '../worked-example';
import { exportLabelsOf } from './labels';

// A round trip through the spreadsheet library: what `workbookModel` describes is what the file holds.
describe('exportXlsx', () => {
  it('writes the sheets with real dates, number formats and SUM formulas with their values', async () => {
    const blob = await exportXlsx(workedExample({ title: '=1+1' }));
    expect(blob.type).toBe(xlsxMimeType);
    const workbook = new Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Inputs', 'Derived', 'Key figures', 'Valuation', 'Years', 'Months', 'Covenant tests']);

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

describe('exportXlsx in German', () => {
  const de = (key: string) => String(i18n.getResource('de', 'translation', key));

  it('names the sheets and labels the fields in German, with German dates and neutral number formats', async () => {
    const labels = exportLabelsOf('de');
    const blob = await exportXlsx({ ...workedExample(), labels, language: 'de' });
    const workbook = new Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheets = ['inputs', 'derived', 'keyFigures', 'valuation', 'years', 'months', 'covenantTests'].map((name) => de(`assessments.export.sheets.${name}`));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(sheets);
    expect(sheets[0]).not.toBe('Inputs');

    const inputs = workbook.getWorksheet(sheets[0]);
    expect(inputs?.getCell('A1').value).toBe(de('assessments.export.field'));
    expect(inputs?.getCell('A2').value).toBe(de('fields.title'));
    expect(inputs?.getCell('A13').value).toBe(de('fields.valuationDate'));
    expect(inputs?.getCell('B13').value).toEqual(new Date(Date.UTC(2026, 6, 1)));
    expect(inputs?.getCell('B13').numFmt).toBe('dd.mm.yyyy');

    // Number formats are the locale-neutral codes: German Excel shows #,##0 as 17.683.960.
    const years = workbook.getWorksheet(sheets[4]);
    expect(years?.getCell('M3').value).toBe(fixture.expected[0]?.years[0]?.cfads);
    expect(years?.getCell('M3').numFmt).toBe('#,##0');
    expect(years?.getCell('B3').numFmt).toBe('dd.mm.yyyy');
  });
});
