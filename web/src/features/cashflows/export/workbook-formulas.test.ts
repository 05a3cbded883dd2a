import { keyFigureNames, type ScenarioResult } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { type Cell, type SheetModel } from '../../../lib/spreadsheet/cells';
import { workedExample } from '../worked-example';
import { englishExportLabels } from './labels';
import { valuationRows } from './valuation-sheet';
import { workbookModel } from './workbook-model';
import { workedExampleV3 } from './worked-example-v3';

function sheetNamed(name: string, sheets: readonly SheetModel[]): SheetModel {
  const sheet = sheets.find((candidate) => candidate.name === name);
  if (sheet === undefined) throw new Error(`no sheet ${name}`);
  return sheet;
}

/** The cell at an address such as `M3` or `$B$33`, as in a spreadsheet. */
function cellAt(sheet: SheetModel, address: string): Cell {
  const match = /^\$?([A-Z]+)\$?(\d+)$/.exec(address);
  if (match === null) throw new Error(`bad address ${address}`);
  const [, letters = '', digits = ''] = match;
  const column = [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return sheet.rows[Number(digits) - 1]?.cells[column] ?? null;
}

/** A cell's number: a plain number, or the cached result of a formula. */
function numberIn(cell: Cell): number {
  if (cell?.kind === 'number') return cell.value;
  if (cell?.kind === 'formula') return cell.result;
  throw new Error(`not a number: ${JSON.stringify(cell)}`);
}

/** The cells of a one-column range such as `'Months'!L3:L14` on its sheet. */
function rangeCells(reference: string, sheets: readonly SheetModel[]): Cell[] {
  const match = /^'([^']+)'!([A-Z]+)(\d+):\2(\d+)$/.exec(reference);
  if (match === null) throw new Error(`bad range ${reference}`);
  const [, name = '', column = '', from = '', to = ''] = match;
  const sheet = sheetNamed(name, sheets);
  return Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) => cellAt(sheet, `${column}${Number(from) + index}`));
}

const relative = (actual: number, expected: number) => Math.abs(actual - expected) / Math.max(Math.abs(expected), 1);

const heads = (sheet: SheetModel, row: number) => sheet.rows[row - 1]?.cells.map((cell) => (cell?.kind === 'text' ? cell.value : null)) ?? [];

/** The year tables' columns by their heads; the year and month tables share the flows' heads. */
function columnOf(sheet: SheetModel, head: string): string {
  const index = heads(sheet, 2).indexOf(head);
  if (index < 0) throw new Error(`no column ${head} in ${sheet.name}`);
  return String.fromCharCode(65 + index);
}

describe.each([
  ['the worked example', workedExample()],
  ['the second worked example (purchase after the valuation date)', workedExampleV3()],
])('the Years sheet of %s: each year a formula over its months', (_name, source) => {
  const { sheets } = workbookModel(source);
  const years = sheetNamed('Years', sheets);
  const months = sheetNamed('Months', sheets);
  const flows = englishExportLabels.columns;

  it('sums exactly the months that start in the year, with core’s year figures cached', () => {
    let firstYearRow = 3;
    for (const result of source.results) {
      result.years.forEach((year, index) => {
        const line = firstYearRow + index;
        for (const key of [
          'days',
          'onHireDays',
          'grossRevenue',
          'opex',
          'cfads',
          'debtService',
          'balloon',
          'acquisition',
          'presentValue',
          'equityCashflow',
        ] as const) {
          const cell = cellAt(years, `${columnOf(years, flows[key])}${line}`);
          if (cell?.kind !== 'formula') throw new Error(`Years ${key} ${line} is no formula`);
          expect(cell.result).toBe(year[key]);
          const [, range = ''] = /^=SUM\((.+)\)$/.exec(cell.formula) ?? [];
          // The range is the Months sheet's column of the same flow, over the months that start in the year.
          expect(range).toMatch(new RegExp(`^'Months'!${columnOf(months, flows[key])}\\d+:${columnOf(months, flows[key])}\\d+$`));
          const [, from = '', to = ''] = /(\d+):[A-Z]+(\d+)$/.exec(range) ?? [];
          const starts = Array.from({ length: Number(to) - Number(from) + 3 }, (_, offset) => cellAt(months, `A${Number(from) - 1 + offset}`));
          const inYear = (cell: Cell) => cell?.kind === 'date' && year.start <= cell.value && cell.value < year.end;
          expect(starts.slice(1, -1).every(inYear)).toBe(true);
          expect(starts.at(0)).not.toSatisfy(inYear);
          expect(starts.at(-1)).not.toSatisfy(inYear);
          const sum = rangeCells(range, sheets).reduce((total, summed) => total + numberIn(summed), 0);
          expect(relative(sum, year[key])).toBeLessThanOrEqual(1e-12);
        }
      });
      firstYearRow += result.years.length + 4;
    }
  });

  it('takes debt outstanding and liquidity from the year’s last month', () => {
    const [base] = source.results;
    if (base === undefined) throw new Error('no base scenario');
    const [first] = base.years;
    const cell = cellAt(years, `${columnOf(years, flows.liquidity)}3`);
    // The first model year's last month is the 12th, row 14 of the Months sheet.
    expect(cell).toEqual({ kind: 'formula', formula: `='Months'!${columnOf(months, flows.liquidity)}14`, result: first?.liquidity, format: '#,##0' });
    expect(first?.liquidity).toBe(base.periods[11]?.liquidity);
    expect(cellAt(years, `${columnOf(years, flows.debtOutstanding)}3`)).toMatchObject({
      formula: `='Months'!${columnOf(months, flows.debtOutstanding)}14`,
      result: first?.debtOutstanding,
    });
  });

  it('gives the DSCR over the months with debt service and the cash break-even rate over the year’s own cells, empty where core’s is null', () => {
    const [base] = source.results;
    if (base === undefined) throw new Error('no base scenario');
    const cfads = columnOf(months, flows.cfads);
    const service = columnOf(months, flows.debtService);
    base.years.forEach((year, index) => {
      const line = 3 + index;
      const dscr = cellAt(years, `${columnOf(years, flows.dscr)}${line}`);
      const breakeven = cellAt(years, `${columnOf(years, flows.cashBreakevenRate)}${line}`);
      if (year.dscr === null) expect(dscr).toBeNull();
      else {
        const range = (column: string) => `'Months'!${column}${3 + 12 * index}:${column}${Math.min(14 + 12 * index, 2 + base.periods.length)}`;
        expect(dscr).toEqual({
          kind: 'formula',
          formula: `=SUMIFS(${range(cfads)},${range(service)},">0")/SUMIFS(${range(service)},${range(service)},">0")`,
          result: year.dscr,
          format: '0.00',
        });
      }
      if (year.cashBreakevenRate === null) expect(breakeven).toBeNull();
      else {
        const own = (head: string) => `${columnOf(years, head)}${line}`;
        expect(breakeven).toMatchObject({
          formula: `=(${own(flows.opex)}+${own(flows.auditingTaxAdvice)}+${own(flows.docking)}+${own(flows.debtService)})/(${own(flows.onHireDays)}*(1-'Inputs'!$B$33-'Inputs'!$B$38-'Inputs'!$B$39))`,
          result: year.cashBreakevenRate,
        });
      }
    });
    // The quotes it reads are the Inputs sheet's commission and fees.
    const inputs = sheetNamed('Inputs', sheets);
    expect(['A33', 'A38', 'A39'].map((address) => cellAt(inputs, address))).toEqual(
      [
        englishExportLabels.fields.freightCommission,
        englishExportLabels.fields.opexAdministrationFeeQuote,
        englishExportLabels.fields.opexTechnicalFeeQuote,
      ].map((label) => ({ kind: 'text', value: `${label} (%)` })),
    );
    expect(base.years.some((year) => year.dscr === null)).toBe(true);
  });
});

describe.each([
  ['the worked example', workedExample()],
  ['the second worked example (purchase after the valuation date)', workedExampleV3()],
])('the Key figures sheet of %s', (_name, source) => {
  const { sheets } = workbookModel(source);
  const figures = sheetNamed('Key figures', sheets);
  const rowOf = (name: (typeof keyFigureNames)[number]) => 2 + keyFigureNames.indexOf(name);
  const figureCell = (name: (typeof keyFigureNames)[number], index: number) => cellAt(figures, `${'BC'[index]}${rowOf(name)}`);
  const note = (name: (typeof keyFigureNames)[number]) => cellAt(figures, `D${rowOf(name)}`);

  it('caches core’s figure in every formula, and the formula’s cells give it', () => {
    source.results.forEach((result: ScenarioResult, index) => {
      for (const name of keyFigureNames) {
        const cell = figureCell(name, index);
        if (cell?.kind !== 'formula') continue;
        expect(cell.result, name).toBe(result.kpis[name]);
        // Every range a MIN, MAX or SUM names gives core's figure from the cached cells.
        const single = /^=(MIN|MAX)\(('[^']+'![A-Z]+\d+:[A-Z]+\d+)\)$/.exec(cell.formula);
        if (single !== null) {
          const values = rangeCells(single[2] ?? '', sheets).flatMap((found) => (found === null ? [] : [numberIn(found)]));
          expect(single[1] === 'MIN' ? Math.min(...values) : Math.max(...values), name).toBe(result.kpis[name]);
        }
      }
    });
  });

  it('takes the DCF value and the project NPV from the Valuation sheet, so they move with its discount rate', () => {
    source.results.forEach((result, index) => {
      const column = 'BC'[index];
      expect(figureCell('dcfValue', index)).toEqual({
        kind: 'formula',
        formula: `='Valuation'!${column}${valuationRows.dcfValue}`,
        result: result.kpis.dcfValue,
        format: '#,##0',
      });
      expect(figureCell('projectNpv', index)).toMatchObject({ formula: `='Valuation'!${column}${valuationRows.projectNpv}`, result: result.kpis.projectNpv });
      const valuation = sheetNamed('Valuation', sheets);
      expect(cellAt(valuation, `${column}${valuationRows.dcfValue}`)).toMatchObject({ result: result.kpis.dcfValue });
    });
  });

  it('builds the DSCRs and the cash break-even rates from the Years and Months sheets', () => {
    const [base] = source.results;
    expect(figureCell('minDscr', 0)).toMatchObject({ formula: "=MIN('Years'!X3:X13)", result: base?.kpis.minDscr });
    expect(figureCell('avgDscr', 0)).toMatchObject({
      formula: `=SUMIFS('Months'!L3:L131,'Months'!O3:O131,">0")/SUMIFS('Months'!O3:O131,'Months'!O3:O131,">0")`,
      result: base?.kpis.avgDscr,
    });
    expect(figureCell('maxCashBreakevenRate', 1)).toMatchObject({ formula: "=MAX('Years'!Y18:Y28)", result: source.results[1]?.kpis.maxCashBreakevenRate });
    expect(figureCell('avgCashBreakevenRate', 0)).toMatchObject({
      formula: "=SUM('Years'!J3:J13,'Years'!K3:K13,'Years'!L3:L13,'Years'!P3:P13)/(SUM('Years'!E3:E13)*(1-'Inputs'!$B$33-'Inputs'!$B$38-'Inputs'!$B$39))",
      result: base?.kpis.avgCashBreakevenRate,
    });
    expect(figureCell('minSecurityCover', 0)).toMatchObject({ formula: `=MIN('Covenant tests'!D3:D${2 + (base?.covenantTests.length ?? 0)})` });
  });

  it('keeps core’s IRRs and equity NPV as values and says why', () => {
    source.results.forEach((result, index) => {
      expect(figureCell('projectIrr', index)).toEqual({ kind: 'number', value: result.kpis.projectIrr, format: '0.00%' });
      expect(figureCell('equityIrr', index)).toEqual({ kind: 'number', value: result.kpis.equityIrr, format: '0.00%' });
      expect(figureCell('equityNpv', index)).toEqual({ kind: 'number', value: result.kpis.equityNpv, format: '#,##0' });
    });
    expect(note('projectIrr')).toEqual({ kind: 'text', value: englishExportLabels.keyFigureNotes.irr });
    expect(note('equityIrr')).toEqual({ kind: 'text', value: englishExportLabels.keyFigureNotes.irr });
    expect(note('equityNpv')).toEqual({ kind: 'text', value: englishExportLabels.keyFigureNotes.equityNpv });
    expect(note('dcfValue')).toBeNull();
    // A line under the table, in the note column, says what the values without a formula are.
    expect(cellAt(figures, `D${keyFigureNames.length + 3}`)).toEqual({ kind: 'text', value: englishExportLabels.keyFigureNotes.values });
    expect(figures.rows[keyFigureNames.length + 2]?.style).toBe('note');
  });

  it('writes the minimum liquidity and the maximum LTV as formulas where a month holds them, else core’s value with a note', () => {
    for (const [name, key, pick] of [
      ['minLiquidity', 'liquidity', Math.min],
      ['maxLtv', 'ltv', Math.max],
    ] as const) {
      source.results.forEach((result, index) => {
        const inMonths = pick(...result.periods.flatMap((period) => (period[key] === null ? [] : [period[key]])));
        const cell = figureCell(name, index);
        if (inMonths === result.kpis[name]) expect(cell).toMatchObject({ kind: 'formula', formula: expect.stringMatching(/^=M(IN|AX)\('Months'!/) });
        else expect(cell).toMatchObject({ kind: 'number', value: result.kpis[name] });
      });
      const values = source.results.some((_result, index) => figureCell(name, index)?.kind === 'number');
      const text = name === 'minLiquidity' ? englishExportLabels.keyFigureNotes.liquidityAtValuation : englishExportLabels.keyFigureNotes.ltvAtValuation;
      expect(note(name)).toEqual(values ? { kind: 'text', value: text } : null);
    }
  });
});

describe('the two worked examples between them', () => {
  it('cover both cases of the minimum liquidity: held by a month, and cash at the valuation date', () => {
    const kinds = [workedExample(), workedExampleV3()].map((source) => {
      const figures = sheetNamed('Key figures', workbookModel(source).sheets);
      return cellAt(figures, `B${2 + keyFigureNames.indexOf('minLiquidity')}`)?.kind;
    });
    expect(kinds).toEqual(['number', 'formula']);
  });
});
