import type { UserScenario } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { formats, type Cell, type SheetModel } from '../../../lib/spreadsheet/cells';
import { i18n } from '../../../lib/i18n';
import { workedExample } from '../worked-example';
import { exportCsv } from './export-csv';
import { englishExportLabels, exportLabelsOf } from './labels';
import { valuationRows } from './valuation-sheet';
import { workbookModel } from './workbook-model';

const scenarios: UserScenario[] = [
  { name: 'Weak market', overrides: { charterRateChange: -0.2, opexChange: 0.1 } },
  { name: 'Central rate', overrides: { discountRate: 0.07, baseRateChangeBp: 150, economicUsefulLifeYears: 28 } },
];
const source = workedExample({ scenarios });
const { results } = source;
const [base, longTermAverage, weak, central] = results;
if (base === undefined || longTermAverage === undefined || weak === undefined || central === undefined) throw new Error('four scenarios expected');

function sheetNamed(name: string, sheets: readonly SheetModel[]): SheetModel {
  const sheet = sheets.find((candidate) => candidate.name === name);
  if (sheet === undefined) throw new Error(`no sheet ${name}`);
  return sheet;
}

const texts = (cells: readonly Cell[]) => cells.map((cell) => (cell?.kind === 'text' ? cell.value : cell));
/** The row whose first cell is `label`, as texts and cells. */
function rowLabelled(sheet: SheetModel, label: string): Cell[] {
  const found = sheet.rows.find((line) => line.cells[0]?.kind === 'text' && line.cells[0].value === label);
  if (found === undefined) throw new Error(`no row ${label} in ${sheet.name}`);
  return [...found.cells];
}
const rowIndexOf = (sheet: SheetModel, label: string) => sheet.rows.findIndex((line) => line.cells[0]?.kind === 'text' && line.cells[0].value === label);

describe('the workbook with user scenarios', () => {
  const { sheets } = workbookModel(source);

  it('puts every scenario, by its name, beside base and long-term average on the Key figures sheet', () => {
    const keyFigures = sheetNamed('Key figures', sheets);
    expect(texts(rowLabelled(keyFigures, 'Key figure'))).toEqual(['Key figure', 'Base', 'Long-term average', 'Weak market', 'Central rate', 'Note']);
    // Each scenario's DCF value is its column of the Valuation sheet, with core's figure cached.
    expect(rowLabelled(keyFigures, 'DCF value').slice(1, 5)).toEqual(
      results.map((result, index) => ({
        kind: 'formula',
        formula: `='Valuation'!${'BCDE'[index]}${valuationRows.dcfValue}`,
        result: result.kpis.dcfValue,
        format: formats.money,
      })),
    );
  });

  it('lists the scenarios’ overrides on the Inputs sheet, an override left alone as an empty cell', () => {
    const inputs = sheetNamed('Inputs', sheets);
    const title = rowIndexOf(inputs, "Your scenarios: changes to the base case (an empty cell keeps the base case's value)");
    expect(title).toBeGreaterThan(rowIndexOf(inputs, 'Tranches'));
    const [head, first, second] = inputs.rows.slice(title + 1, title + 4).map((line) => texts(line.cells));
    expect(head).toEqual([
      '#',
      'Scenario',
      'Change of charter rates (%)',
      'Long-term average rate ($/day)',
      'Change of operating expenses (%)',
      'Shift of base rates (bp)',
      'Steel price ($/t)',
      'Off-hire days (days/year)',
      'Discount rate (%)',
      'Economic useful life (years)',
    ]);
    expect(first).toEqual([
      { kind: 'number', value: 1, format: formats.integer },
      'Weak market',
      { kind: 'number', value: -0.2, format: formats.rate },
      null,
      { kind: 'number', value: 0.1, format: formats.rate },
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(second?.slice(5)).toEqual([
      { kind: 'number', value: 150, format: formats.general },
      null,
      null,
      { kind: 'number', value: 0.07, format: formats.rate },
      { kind: 'number', value: 28, format: formats.integer },
    ]);
  });

  it('has no scenario table without scenarios', () => {
    const inputs = sheetNamed('Inputs', workbookModel(workedExample()).sheets);
    expect(inputs.rows.some((line) => line.cells[0]?.kind === 'text' && line.cells[0].value.startsWith('Your scenarios'))).toBe(false);
  });

  it('gives every scenario its own column of derived values, core’s, which a user scenario’s overrides change', () => {
    const derived = sheetNamed('Derived', sheets);
    expect(texts(rowLabelled(derived, 'Field'))).toEqual(['Field', 'Base', 'Long-term average', 'Weak market', 'Central rate']);
    const endOfLife = rowLabelled(derived, 'End of useful life').slice(1);
    expect(endOfLife).toEqual(results.map((result) => ({ kind: 'date', value: result.derived.endOfUsefulLifeDate })));
    expect(central.derived.endOfUsefulLifeDate).toBe('2040-03-15');
    const rates = rowLabelled(derived, englishExportLabels.derived.discountRate).slice(1);
    expect(rates).toEqual(results.map((result) => ({ kind: 'number', value: result.derived.discountRate, format: formats.rate })));
    expect(central.derived.discountRate).toBe(0.07);
    expect(longTermAverage.derived.discountRate).toBe(base.derived.discountRate);
  });

  it('stacks every scenario’s years and months under its name', () => {
    for (const name of ['Years', 'Months']) {
      const titles = sheetNamed(name, sheets)
        .rows.filter((line) => line.style === 'title')
        .map((line) => texts(line.cells)[0]);
      expect(titles).toEqual(['Base scenario', 'Long-term average scenario', 'Weak market scenario', 'Central rate scenario']);
    }
  });

  it('values a user scenario at its own discount rate, in a cell under its title that its formulas read', () => {
    const valuation = sheetNamed('Valuation', sheets);
    const title = rowIndexOf(valuation, 'Central rate scenario: Periods');
    const rateRow = valuation.rows[title + 1]?.cells;
    expect(texts(rateRow ?? [])).toEqual(['Discount rate ρ', { kind: 'number', value: 0.07, format: formats.rate }, "the cashflow's central discount rate"]);
    const firstPeriod = valuation.rows[title + 3]?.cells[4];
    expect(firstPeriod).toMatchObject({ formula: `=1/(1+$B$${title + 2})^C${title + 4}`, result: central.periods[0]?.discountFactor });
    // The summary's factor at the end of life reads the same cell; base and long-term average read B2.
    const factors = rowLabelled(valuation, 'Discount factor at end of life');
    expect(factors[1]).toMatchObject({ formula: `=1/(1+$B$2)^B${valuationRows.yearsToEndOfLife}` });
    expect(factors[4]).toMatchObject({ formula: `=1/(1+$B$${title + 2})^E${valuationRows.yearsToEndOfLife}` });
    expect(rowLabelled(valuation, 'DCF value')[4]).toMatchObject({ result: central.kpis.dcfValue });
  });
});

describe('the CSV of a user scenario', () => {
  it('is the scenario’s, chosen by its name', () => {
    const csv = exportCsv({ ...source, scenario: { name: 'Weak market' } });
    const lines = csv.split('\r\n');
    expect(lines[2]).toBe('Scenario,Weak market');
    // Numbers carry at most 15 significant digits, as a spreadsheet keeps them.
    const dcfValue = Number(lines.find((line) => line.startsWith('DCF value,'))?.slice('DCF value,'.length));
    expect(Math.abs(dcfValue - weak.kpis.dcfValue)).toBeLessThanOrEqual(1e-12 * Math.abs(weak.kpis.dcfValue));
    expect(Math.abs(dcfValue - base.kpis.dcfValue)).toBeGreaterThan(1);
    // The inputs hold every scenario's overrides, as the workbook's Inputs sheet does.
    expect(lines).toContain("Your scenarios: changes to the base case (an empty cell keeps the base case's value)");
    // The discount rate of 7 % is a percentage, written in percent under "Discount rate (%)".
    expect(lines).toContain('2,Central rate,,,,150,,,7,28');
    expect(() => exportCsv({ ...source, scenario: { name: 'Nobody' } })).toThrow();
  });
});

describe('the German workbook with user scenarios', () => {
  it('labels the scenarios’ overrides in German and keeps the scenarios’ names', () => {
    const labels = exportLabelsOf('de');
    const de = (key: string) => String(i18n.getResource('de', 'translation', key));
    const { sheets } = workbookModel({ ...source, labels });
    const inputs = sheetNamed(labels.sheets.inputs, sheets);
    const title = rowIndexOf(inputs, de('userScenarios.export.title'));
    expect(title).toBeGreaterThan(0);
    const head = texts(inputs.rows[title + 1]?.cells ?? []);
    expect(head.slice(1, 3)).toEqual([de('userScenarios.export.name'), `${de('scenarios.overrides.charterRateChange.label')} (%)`]);
    expect(head[5]).toBe(`${de('scenarios.overrides.baseRateChangeBp.label')} (${de('scenarios.units.basisPoints')})`);
    expect(labels.overrides.opexChange).not.toBe(englishExportLabels.overrides.opexChange);
    const keyFigures = sheetNamed(labels.sheets.keyFigures, sheets);
    expect(texts(keyFigures.rows[0]?.cells ?? []).slice(3)).toEqual(['Weak market', 'Central rate', de('assessments.export.note')]);
  });
});
