import { keyFigureNames } from '@keelson/core';
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
    expect(years?.getCell('M3').value).toEqual({ formula: "SUM('Months'!L3:L14)", result: fixture.expected[0]?.years[0]?.cfads });
    expect(years?.getCell('M3').numFmt).toBe('#,##0');
    expect(years?.getCell('M14').value).toMatchObject({ formula: 'SUM(M3:M13)', result: expect.any(Number) });
    expect(years?.getCell('M14').numFmt).toBe('#,##0');

    const valuation = workbook.getWorksheet('Valuation');
    expect(valuation?.getCell('B10').value).toEqual({ formula: 'B9+B8', result: expect.closeTo(fixture.expected[0]?.kpis.dcfValue ?? Number.NaN, 4) });

    const keyFigures = workbook.getWorksheet('Key figures');
    expect(keyFigures?.getCell('B2').value).toEqual({
      formula: "'Valuation'!B10",
      result: expect.closeTo(fixture.expected[0]?.kpis.dcfValue ?? Number.NaN, 4),
    });
  });

  it('freezes the header rows of every sheet and prints each sheet’s used range in landscape, the header rows and label column on every page', async () => {
    const workbook = new Workbook();
    await workbook.xlsx.load(await (await exportXlsx(workedExample())).arrayBuffer());
    const layout = workbook.worksheets.map((sheet) => {
      const [view] = sheet.views;
      return {
        name: sheet.name,
        frozen: view?.state === 'frozen' ? [view.ySplit, view.xSplit] : null,
        printArea: sheet.pageSetup.printArea,
        printTitlesRow: sheet.pageSetup.printTitlesRow,
        printTitlesColumn: sheet.pageSetup.printTitlesColumn,
        orientation: sheet.pageSetup.orientation,
        fitToWidth: sheet.pageSetup.fitToPage === true ? sheet.pageSetup.fitToWidth : null,
      };
    });
    // Months: 2 × (title, header, 129 months, totals) and a blank row between = 265 rows of 25 columns (A to Y), too wide
    // for one page: its columns run on, the start date beside them on every page.
    expect(layout).toEqual([
      {
        name: 'Inputs',
        frozen: [1, 1],
        printArea: expect.stringMatching(/^A1:G\d+$/),
        printTitlesRow: '1:1',
        printTitlesColumn: 'A:A',
        orientation: 'landscape',
        fitToWidth: 1,
      },
      {
        name: 'Derived',
        frozen: [1, 1],
        printArea: expect.stringMatching(/^A1:H\d+$/),
        printTitlesRow: '1:1',
        printTitlesColumn: 'A:A',
        orientation: 'landscape',
        fitToWidth: 1,
      },
      {
        name: 'Key figures',
        frozen: [1, 1],
        printArea: `A1:D${keyFigureNames.length + 3}`,
        printTitlesRow: '1:1',
        printTitlesColumn: 'A:A',
        orientation: 'landscape',
        fitToWidth: 1,
      },
      { name: 'Valuation', frozen: [4, 1], printArea: 'A1:K280', printTitlesRow: '1:4', printTitlesColumn: 'A:A', orientation: 'landscape', fitToWidth: 1 },
      { name: 'Years', frozen: [2, 1], printArea: 'A1:Y29', printTitlesRow: '1:2', printTitlesColumn: 'A:A', orientation: 'landscape', fitToWidth: null },
      { name: 'Months', frozen: [2, 1], printArea: 'A1:Y265', printTitlesRow: '1:2', printTitlesColumn: 'A:A', orientation: 'landscape', fitToWidth: null },
      {
        name: 'Covenant tests',
        frozen: [2, 1],
        printArea: expect.stringMatching(/^A1:J\d+$/),
        printTitlesRow: '1:2',
        printTitlesColumn: 'A:A',
        orientation: 'landscape',
        fitToWidth: 1,
      },
    ]);
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
    // The formulas name the German sheets.
    expect(years?.getCell('M3').value).toEqual({ formula: `SUM('${sheets[5]}'!L3:L14)`, result: fixture.expected[0]?.years[0]?.cfads });
    expect(years?.getCell('M3').numFmt).toBe('#,##0');
    expect(years?.getCell('B3').numFmt).toBe('dd.mm.yyyy');
  });
});
