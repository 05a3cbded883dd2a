import { keyFigureNames } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { columnLetter, type Cell, type SheetModel } from '../../../lib/spreadsheet/cells';
import { englishExportLabels, exportLabelsOf } from './labels';
import { workbookModel } from './workbook-model';
import { workedExample as fixture } from '@keelson/core/examples';
import { workedExample } from '../worked-example';
import { workedExampleV3 } from './worked-example-v3';

function sheetNamed(name: string, sheets: readonly SheetModel[]): SheetModel {
  const sheet = sheets.find((candidate) => candidate.name === name);
  if (sheet === undefined) throw new Error(`no sheet ${name}`);
  return sheet;
}

/** The cell at a 1-based row and a column letter, as in a spreadsheet. */
function cellAt(sheet: SheetModel, address: string): Cell {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (match === null) throw new Error(`bad address ${address}`);
  const [, letters = '', digits = ''] = match;
  const column = [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return sheet.rows[Number(digits) - 1]?.cells[column] ?? null;
}

/** The value beside a label in the first column (Inputs, Derived, Key figures). */
function besideLabel(sheet: SheetModel, label: string, offset = 1): Cell {
  const found = sheet.rows.find((line) => line.cells[0]?.kind === 'text' && line.cells[0].value === label);
  if (found === undefined) throw new Error(`no row ${label}`);
  return found.cells[offset] ?? null;
}

const { sheets } = workbookModel(workedExample());

describe('workbookModel', () => {
  it('has the seven sheets in order', () => {
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Inputs', 'Derived', 'Key figures', 'Valuation', 'Years', 'Months', 'Covenant tests']);
  });

  it('rebuilds the valuation from one discount-rate cell with formulas that carry core’s figures', () => {
    const { results } = workedExample();
    const [base] = results;
    if (base === undefined) throw new Error('no base scenario');
    const valuation = sheetNamed('Valuation', sheets);
    // No central rate in the worked example: ρ is the WACC.
    expect(cellAt(valuation, 'B2')).toEqual({ kind: 'number', value: base.derived.wacc, format: '0.00%' });
    expect(cellAt(valuation, 'C2')).toEqual({ kind: 'text', value: 'the weighted average cost of capital (no central rate given)' });
    // Rows 18 and 19: the base scenario's period table; its first period is row 20, its last (the 129th) row 148.
    expect(cellAt(valuation, 'A20')).toEqual({ kind: 'date', value: '2026-07-01' });
    expect(cellAt(valuation, 'C20')).toEqual({ kind: 'number', value: 31 / 360 - 1 / 360, format: '0.0000' });
    expect(cellAt(valuation, 'E20')).toEqual({ kind: 'formula', formula: '=1/(1+$B$2)^C20', result: base.periods[0]?.discountFactor, format: '0.0000' });
    expect(cellAt(valuation, 'F20')).toMatchObject({ formula: '=D20*E20', result: base.periods[0]?.presentValue });
    expect(cellAt(valuation, 'J20')).toEqual({ kind: 'number', value: 0, format: '#,##0' });
    expect(cellAt(valuation, 'K20')).toMatchObject({ formula: '=D20-G20-H20+I20-J20', result: base.periods[0]?.equityCashflow });
    expect(cellAt(valuation, 'B148')).toEqual({ kind: 'date', value: '2037-03-15' });
    // The summary, as docs/spec/calculation.md section 8 composes the DCF value.
    expect(cellAt(valuation, 'B6')).toMatchObject({ formula: '=C148' });
    expect(cellAt(valuation, 'B7')).toMatchObject({ formula: '=1/(1+$B$2)^B6', result: base.periods.at(-1)?.discountFactor });
    expect(cellAt(valuation, 'B8')).toMatchObject({ formula: '=B5*B7' });
    expect(cellAt(valuation, 'B9')).toMatchObject({ formula: '=SUM(F20:F148)' });
    expect(cellAt(valuation, 'B10')).toMatchObject({ formula: '=B9+B8', result: base.kpis.dcfValue });
    expect(base.kpis.dcfValue).toBeCloseTo(fixture.expected[0]?.kpis.dcfValue ?? Number.NaN, 4);
    // The price is paid at T, here the valuation date: its discount factor is 1.
    expect(cellAt(valuation, 'B12')).toEqual({ kind: 'date', value: '2026-07-01' });
    expect(cellAt(valuation, 'B13')).toEqual({ kind: 'number', value: 0, format: '0.0000' });
    expect(cellAt(valuation, 'B14')).toEqual({ kind: 'formula', formula: '=1/(1+$B$2)^B13', result: 1, format: '0.0000' });
    expect(cellAt(valuation, 'B15')).toMatchObject({ formula: '=B11*B14', result: base.derived.totalAcquisitionCost });
    expect(cellAt(valuation, 'B16')).toMatchObject({ formula: '=B10-B15', result: base.kpis.projectNpv });
    // The long-term average's table follows a blank row; its summary column is C.
    expect(cellAt(valuation, 'A150')).toEqual({ kind: 'text', value: 'Long-term average scenario: Periods' });
    expect(cellAt(valuation, 'C9')).toMatchObject({ formula: '=SUM(F152:F280)' });
    expect(cellAt(valuation, 'C10')).toMatchObject({ result: results[1]?.kpis.dcfValue });
  });

  it('shows the balloon of tranche 1 in the period of its maturity, paid by the equity cash flow', () => {
    const { results } = workedExample();
    const periods = results[0]?.periods ?? [];
    const maturity = results[0]?.derived.tranches[0]?.maturityDate ?? '';
    const index = periods.findIndex((period) => period.start < maturity && maturity <= period.end);
    const valuation = sheetNamed('Valuation', sheets);
    const balloon = cellAt(valuation, `H${20 + index}`);
    expect(balloon).toMatchObject({ kind: 'number', value: expect.closeTo(6_500_000 * (5 / 12), -3) });
    expect(periods[index]?.equityCashflow).toBeLessThan(0);
  });

  it('lists the inputs with their formats: money, rates, real dates, texts', () => {
    const inputs = sheetNamed('Inputs', sheets);
    expect(besideLabel(inputs, 'Title')).toEqual({ kind: 'text', value: 'Kamsarmax bulk carrier, secondhand purchase' });
    expect(besideLabel(inputs, 'Valuation date')).toEqual({ kind: 'date', value: '2026-07-01' });
    expect(besideLabel(inputs, 'Steel price ($/t)')).toEqual({ kind: 'number', value: 450, format: '#,##0' });
    expect(besideLabel(inputs, 'Maximum leverage (%)')).toEqual({ kind: 'number', value: 0.6, format: '0.00%' });
    expect(besideLabel(inputs, 'IMO number')).toEqual({ kind: 'text', value: '9395044' });
    // The day-count convention by the name the form gives it, not its number.
    expect(besideLabel(inputs, 'Day-count convention')).toEqual({ kind: 'text', value: '30/360 (US)' });
  });

  it('shows a default that the calculation used, and says so', () => {
    const { cashflow, results } = workedExample({ commissionsQuote: null, steelPricePerTonCurr: 0 });
    const inputs = sheetNamed('Inputs', workbookModel({ cashflow, results }).sheets);
    expect(besideLabel(inputs, 'Commissions (%)')).toEqual({ kind: 'number', value: 0.01, format: '0.00%' });
    expect(besideLabel(inputs, 'Commissions (%)', 2)).toEqual({ kind: 'text', value: 'default (not entered)' });
    // 0 is a value, not a missing field.
    expect(besideLabel(inputs, 'Steel price ($/t)')).toEqual({ kind: 'number', value: 0, format: '#,##0' });
    expect(besideLabel(inputs, 'Steel price ($/t)', 2)).toBeNull();
    // A field without a default stays empty.
    expect(besideLabel(inputs, 'Purchase date')).toBeNull();
  });

  it('lists the broker estimates and the tranches as tables', () => {
    const inputs = sheetNamed('Inputs', sheets);
    const texts = inputs.rows.map((line) => line.cells.map((cell) => (cell === null ? null : cell.kind === 'formula' ? cell.formula : cell.value)));
    const brokers = texts.findIndex((line) => line[0] === 'Broker estimates');
    expect(texts.slice(brokers + 1, brokers + 5)).toEqual([
      ['#', 'Value', 'Evaluation type'],
      [1, 16_500_000, null],
      [2, 17_250_000, null],
      [3, 16_800_000, null],
    ]);
    const tranches = texts.findIndex((line) => line[0] === 'Tranches');
    expect(texts.slice(tranches + 1, tranches + 4)).toEqual([
      ['#', 'Amount ($)', 'Base rate (%)', 'Margin (%)', 'Duration (years)', 'Amortization (years)', 'Disbursement date'],
      [1, 6_500_000, 0.04, 0.025, 7, 12, '2026-07-01'],
      [2, 3_000_000, 0.04, 0.03, 5, null, '2026-07-01'],
    ]);
  });

  it('shows the derived values and the key figures of both scenarios side by side', () => {
    const derived = sheetNamed('Derived', sheets);
    expect(besideLabel(derived, 'Total acquisition cost')).toEqual({ kind: 'number', value: 16_850_000 + 168_500 + 50_000, format: '#,##0' });
    expect(besideLabel(derived, 'End of useful life')).toEqual({ kind: 'date', value: '2037-03-15' });
    expect(besideLabel(derived, 'Equity rate')).toEqual({ kind: 'number', value: 8.75 / 18.25, format: '0.00%' });
    // A column per scenario, each core's: the long-term average's beside the base case's.
    expect(derived.rows[0]?.cells).toEqual([
      { kind: 'text', value: 'Field' },
      { kind: 'text', value: 'Base' },
      { kind: 'text', value: 'Long-term average' },
    ]);
    expect(besideLabel(derived, 'End of useful life', 2)).toEqual({ kind: 'date', value: fixture.expected[1]?.derived.endOfUsefulLifeDate });
    expect(besideLabel(derived, 'Total acquisition cost', 2)).toEqual({
      kind: 'number',
      value: fixture.expected[1]?.derived.totalAcquisitionCost,
      format: '#,##0',
    });

    const figures = sheetNamed('Key figures', sheets);
    expect(figures.rows[0]?.cells).toEqual([
      { kind: 'text', value: 'Key figure' },
      { kind: 'text', value: 'Base' },
      { kind: 'text', value: 'Long-term average' },
      { kind: 'text', value: 'Note' },
    ]);
    expect(besideLabel(figures, 'Payback')).toEqual({ kind: 'date', value: fixture.expected[0]?.kpis.paybackDate });
    expect(besideLabel(figures, 'Payback', 2)).toEqual({ kind: 'date', value: fixture.expected[1]?.kpis.paybackDate });
    // An undefined figure (null) is an empty cell.
    expect(besideLabel(figures, 'Liquidity shortfall', 2)).toBeNull();
    expect(besideLabel(figures, 'Minimum value clause breached')).toBeNull();
  });

  it('lists every figure of core’s key-figure catalogue on the Key figures sheet, in its order, each written by its unit', () => {
    const figures = sheetNamed('Key figures', sheets);
    expect(figures.rows.slice(1, 1 + keyFigureNames.length).map((line) => line.cells[0])).toEqual(
      keyFigureNames.map((name) => ({ kind: 'text', value: englishExportLabels.kpis[name] })),
    );
    const formatOf = (label: string) => {
      const cell = besideLabel(figures, label);
      return cell?.kind === 'number' || cell?.kind === 'formula' ? cell.format : cell?.kind;
    };
    expect(['DCF value', 'Project IRR', 'Project IRR roots found', 'Minimum DSCR', 'Break-even charter rate', 'Payback'].map(formatOf)).toEqual([
      '#,##0',
      '0.00%',
      '0',
      '0.00',
      '#,##0',
      'date',
    ]);
  });

  it('stacks the year tables of both scenarios with totals that are live SUM formulas', () => {
    const years = sheetNamed('Years', sheets);
    // Row 1 title, row 2 head, rows 3–13 the 11 model years, row 14 the totals; CFADS is column M.
    expect(cellAt(years, 'A1')).toEqual({ kind: 'text', value: 'Base scenario' });
    expect(cellAt(years, 'M2')).toEqual({ kind: 'text', value: 'CFADS' });
    expect(cellAt(years, 'A3')).toEqual({ kind: 'number', value: 1, format: '0' });
    expect(cellAt(years, 'B3')).toEqual({ kind: 'date', value: '2026-07-01' });
    // The first model year holds the first 12 months, rows 3 to 14 of the Months sheet (CFADS in column L there).
    expect(cellAt(years, 'M3')).toEqual({ kind: 'formula', formula: "=SUM('Months'!L3:L14)", result: fixture.expected[0]?.years[0]?.cfads, format: '#,##0' });
    expect(cellAt(years, 'A14')).toEqual({ kind: 'text', value: 'Total' });
    expect(cellAt(years, 'M14')).toMatchObject({ kind: 'formula', formula: '=SUM(M3:M13)', format: '#,##0' });
    // Stocks (debt outstanding, liquidity, DSCR) have no total.
    expect(cellAt(years, 'V2')).toEqual({ kind: 'text', value: 'Debt outstanding' });
    expect(cellAt(years, 'V14')).toBeNull();

    expect(cellAt(years, 'A16')).toEqual({ kind: 'text', value: 'Long-term average scenario' });
    // Its months start in row 136 of the Months sheet: after the base case's 129 (rows 3 to 131), its totals, a blank row, a title and a header.
    expect(cellAt(years, 'M18')).toEqual({
      kind: 'formula',
      formula: "=SUM('Months'!L136:L147)",
      result: fixture.expected[1]?.years[0]?.cfads,
      format: '#,##0',
    });
    expect(cellAt(years, 'M29')).toMatchObject({ kind: 'formula', formula: '=SUM(M18:M28)' });
  });

  it('gives every total the sum of exactly the cells its formula names, in the years and in the months', () => {
    for (const name of ['Years', 'Months']) {
      const sheet = sheetNamed(name, sheets);
      const totals = sheet.rows
        .filter((line) => line.style === 'total')
        .flatMap((line) => line.cells)
        .filter((cell) => cell?.kind === 'formula');
      expect(totals.length).toBe(2 * 18);
      for (const cell of totals) {
        const [, column = '', from = '', to = ''] = /^=SUM\(([A-Z]+)(\d+):\1(\d+)\)$/.exec(cell.formula) ?? [];
        let sum = 0;
        for (let line = Number(from); line <= Number(to); line += 1) {
          const summed = cellAt(sheet, `${column}${line}`);
          if (summed?.kind === 'number') sum += summed.value;
          else if (summed?.kind === 'formula') sum += summed.result;
          else throw new Error(`${name}!${column}${line} is not a number`);
        }
        expect(cell.result).toBeCloseTo(sum, 6);
      }
    }
  });

  it('shows every month with its totals; the months sum to the years', () => {
    const { results } = workedExample();
    const months = sheetNamed('Months', sheets);
    const periods = results[0]?.periods ?? [];
    // Rows 3 to 2 + 129 hold the months; CFADS is column L (two date columns, then days and on-hire days).
    expect(periods.length).toBe(129);
    expect(cellAt(months, 'L2')).toEqual({ kind: 'text', value: 'CFADS' });
    expect(cellAt(months, 'A3')).toEqual({ kind: 'date', value: '2026-07-01' });
    expect(cellAt(months, 'L3')).toEqual({ kind: 'number', value: expect.closeTo(242909.4178082196, 6), format: '#,##0' });
    const total = cellAt(months, `L${3 + periods.length}`);
    expect(total).toMatchObject({ kind: 'formula', formula: `=SUM(L3:L${2 + periods.length})` });
    const yearTotal = cellAt(sheetNamed('Years', sheets), 'M14');
    if (total?.kind !== 'formula' || yearTotal?.kind !== 'formula') throw new Error('no totals');
    expect(total.result).toBeCloseTo(yearTotal.result, 4);
  });

  it('neutralises formulas in every text from the user', () => {
    const { cashflow, results } = workedExample({
      title: '=HYPERLINK("http://evil.example","Click")',
      shipName: '+cmd',
      clarksonsSegment: '-1+1',
      imoNumber: '@SUM(1)',
      brokerEvaluationType: ['\t=1', 'desk'],
    });
    const inputs = sheetNamed('Inputs', workbookModel({ cashflow, results }).sheets);
    expect(besideLabel(inputs, 'Title')).toEqual({ kind: 'text', value: `'=HYPERLINK("http://evil.example","Click")` });
    expect(besideLabel(inputs, 'Ship name')).toEqual({ kind: 'text', value: "'+cmd" });
    expect(besideLabel(inputs, 'Clarksons segment')).toEqual({ kind: 'text', value: "'-1+1" });
    expect(besideLabel(inputs, 'IMO number')).toEqual({ kind: 'text', value: "'@SUM(1)" });
    const texts = inputs.rows.flatMap((line) => line.cells).flatMap((cell) => (cell?.kind === 'text' ? [cell.value] : []));
    expect(texts).toContain("'\t=1");
    expect(texts.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([]);
  });
});

describe('columnLetter', () => {
  it('counts like a spreadsheet', () => {
    expect([0, 1, 12, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'M', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});

describe('the workbook of a purchase that completes after the valuation date (calculation.md version 3)', () => {
  const source = workedExampleV3();
  const [base] = source.results;
  if (base === undefined) throw new Error('no base scenario');
  const model = workbookModel(source);
  const valuation = sheetNamed('Valuation', model.sheets);
  // The period of T = 2026-10-15: the fourth, [2026-10-01, 2026-11-01).
  const acquisitionIndex = base.periods.findIndex((period) => period.acquisition > 0);

  it('pays the total acquisition cost in the period of T, and only there', () => {
    expect(base.derived.acquisitionDate).toBe('2026-10-15');
    expect(acquisitionIndex).toBe(3);
    expect(base.periods.filter((period) => period.acquisition !== 0)).toHaveLength(1);
    expect(base.periods[acquisitionIndex]?.acquisition).toBe(base.derived.totalAcquisitionCost);
  });

  it('subtracts the acquisition in the equity cash flow formula of each period, with core’s figure as the cached value', () => {
    const row = 20 + acquisitionIndex;
    expect(cellAt(valuation, 'J19')).toEqual({ kind: 'text', value: 'Acquisition' });
    expect(cellAt(valuation, `J${row}`)).toEqual({ kind: 'number', value: base.derived.totalAcquisitionCost, format: '#,##0' });
    expect(cellAt(valuation, `I${row}`)).toEqual({ kind: 'number', value: base.derived.debtAtAcquisition, format: '#,##0' });
    expect(cellAt(valuation, `K${row}`)).toMatchObject({
      formula: `=D${row}-G${row}-H${row}+I${row}-J${row}`,
      result: base.periods[acquisitionIndex]?.equityCashflow,
    });
    // Before T the ship is the seller's: no CFADS, no debt service.
    expect(cellAt(valuation, 'D20')).toEqual({ kind: 'number', value: 0, format: '#,##0' });
  });

  it('discounts the price from T: project NPV = DCF value − TAC × (1 + ρ)^(−YF(V, T)), core’s figure to the bit', () => {
    expect(cellAt(valuation, 'A12')).toEqual({ kind: 'text', value: 'Acquisition date' });
    expect(cellAt(valuation, 'B12')).toEqual({ kind: 'date', value: '2026-10-15' });
    // 30/360: 3 months and 14 days.
    expect(cellAt(valuation, 'B13')).toEqual({ kind: 'number', value: 104 / 360, format: '0.0000' });
    const factor = cellAt(valuation, 'B14');
    expect(factor).toMatchObject({ kind: 'formula', formula: '=1/(1+$B$2)^B13' });
    if (factor?.kind !== 'formula') throw new Error('no factor');
    expect(factor.result).toBeLessThan(1);
    const discounted = cellAt(valuation, 'B15');
    expect(discounted).toMatchObject({ formula: '=B11*B14' });
    if (discounted?.kind !== 'formula') throw new Error('no discounted cost');
    expect(base.kpis.dcfValue - discounted.result).toBe(base.kpis.projectNpv);
    expect(cellAt(valuation, 'B16')).toMatchObject({ formula: '=B10-B15', result: base.kpis.projectNpv });
    expect(cellAt(valuation, 'C16')).toMatchObject({ result: source.results[1]?.kpis.projectNpv });
  });

  it('gains the acquisition column in the year and month tables, with its total', () => {
    for (const [name, entries] of [
      ['Years', base.years],
      ['Months', base.periods],
    ] as const) {
      const sheet = sheetNamed(name, model.sheets);
      const head = sheet.rows[1]?.cells ?? [];
      const column = head.findIndex((cell) => cell?.kind === 'text' && cell.value === 'Acquisition');
      expect(column, name).toBeGreaterThan(0);
      expect(head[column - 1]).toEqual({ kind: 'text', value: 'Disbursement' });
      const letter = columnLetter(column);
      const values = entries.map((_entry, index) => cellAt(sheet, `${letter}${3 + index}`));
      const cached = values.map((cell) => (cell?.kind === 'formula' ? cell.result : cell?.kind === 'number' ? cell.value : null));
      expect(cached).toEqual(entries.map((entry) => entry.acquisition));
      expect(cellAt(sheet, `${letter}${3 + entries.length}`)).toMatchObject({
        formula: `=SUM(${letter}3:${letter}${2 + entries.length})`,
        result: base.derived.totalAcquisitionCost,
      });
    }
  });

  it('lists every covenant test date of each scenario with core’s figures and its breaches', () => {
    const sheet = sheetNamed('Covenant tests', model.sheets);
    expect(cellAt(sheet, 'A1')).toEqual({ kind: 'text', value: 'Base scenario' });
    expect(sheet.rows[1]?.cells.map((cell) => (cell?.kind === 'text' ? cell.value : null))).toEqual([
      'Test date',
      'Debt outstanding',
      'Market value',
      'Security cover',
      'Cure amount',
      'Trailing DSCR',
      'Liquidity',
      'Minimum value clause breached',
      'DSCR covenant breached',
      'Liquidity covenant breached',
    ]);
    const tests = base.covenantTests;
    // The second worked example breaches each of its three covenants on some test date.
    expect(
      tests.some((test) => test.minimumValueClauseBreached) &&
        tests.some((test) => test.dscrCovenantBreached) &&
        tests.some((test) => test.liquidityCovenantBreached),
    ).toBe(true);
    tests.forEach((test, index) => {
      const line = 3 + index;
      expect(cellAt(sheet, `A${line}`)).toEqual({ kind: 'date', value: test.date });
      expect(cellAt(sheet, `B${line}`)).toEqual({ kind: 'number', value: test.debtOutstanding, format: '#,##0' });
      expect(cellAt(sheet, `D${line}`)).toEqual({ kind: 'number', value: test.securityCover, format: '0.00' });
      expect(cellAt(sheet, `F${line}`)).toEqual(test.trailingDscr === null ? null : { kind: 'number', value: test.trailingDscr, format: '0.00' });
      const flags = [test.minimumValueClauseBreached, test.dscrCovenantBreached, test.liquidityCovenantBreached];
      expect(['H', 'I', 'J'].map((column) => cellAt(sheet, `${column}${line}`))).toEqual(flags.map((flag) => ({ kind: 'text', value: flag ? 'Yes' : 'No' })));
    });
    // The long-term average's tests follow a blank row.
    const second = 3 + tests.length + 1;
    expect(cellAt(sheet, `A${second}`)).toEqual({ kind: 'text', value: 'Long-term average scenario' });
    expect(cellAt(sheet, `A${second + 2}`)).toEqual({ kind: 'date', value: source.results[1]?.covenantTests[0]?.date });
  });

  it('says so when a scenario has no covenant test date', () => {
    const unfinanced = workedExampleV3({ tranches: [] });
    const sheet = sheetNamed('Covenant tests', workbookModel(unfinanced).sheets);
    expect(unfinanced.results[0]?.covenantTests).toEqual([]);
    expect(cellAt(sheet, 'A3')).toEqual({ kind: 'text', value: 'No covenant test date before the end of life' });
  });

  it('labels the acquisition in German', () => {
    const labels = exportLabelsOf('de');
    const german = workbookModel({ ...source, labels });
    expect(labels.columns.acquisition).toBe('Anschaffung');
    const months = sheetNamed(labels.sheets.months, german.sheets);
    expect(months.rows[1]?.cells).toContainEqual({ kind: 'text', value: 'Anschaffung' });
    const germanValuation = sheetNamed(labels.sheets.valuation, german.sheets);
    expect(cellAt(germanValuation, 'A12')).toEqual({ kind: 'text', value: 'Anschaffungsdatum' });
    expect(cellAt(germanValuation, 'A15')).toEqual({ kind: 'text', value: labels.valuation.discountedAcquisitionCost });
    const covenants = sheetNamed('Kreditauflagen', german.sheets);
    expect(cellAt(covenants, 'H2')).toEqual({ kind: 'text', value: 'Mindestwertklausel verletzt' });
    expect(covenants.rows.flatMap((line) => line.cells).some((cell) => cell?.kind === 'text' && cell.value === 'Ja')).toBe(true);
  });
});
