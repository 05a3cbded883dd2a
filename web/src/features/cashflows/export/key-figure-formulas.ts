import { keyFigures, type KeyFigureName, type ScenarioResult } from '@keelson/core';
import { columnLetter, type Cell } from '../../../lib/spreadsheet/cells';
import { covenantLetter, covenantTestRows } from './covenant-tests-sheet';
import type { ExportLabels } from './labels';
import { formatOf, stackedRows, type TableRows } from './result-tables';
import { columnRange, formulaCell, onSheet } from './sheet-references';
import { valuationRows } from './valuation-sheet';
import { keyFigureKinds } from './value-kinds';
import { monthLetter, netRevenueShareOf, yearLetter } from './year-formulas';

/** A key figure's cell on the Key figures sheet: a formula over the other sheets, or undefined for core's value. */
export type KeyFigureCell = (figure: KeyFigureName, result: ScenarioResult, index: number) => Cell | undefined;

/** The figures that are core's values with a reason the sheet gives: no faithful formula of the workbook's cells exists. */
export type NotedFigure = 'projectIrr' | 'equityIrr' | 'equityNpv' | 'maxLtv' | 'minLiquidity';
export const notedFigures: Record<NotedFigure, keyof ExportLabels['keyFigureNotes']> = {
  projectIrr: 'irr',
  equityIrr: 'irr',
  equityNpv: 'equityNpv',
  maxLtv: 'ltvAtValuation',
  minLiquidity: 'liquidityAtValuation',
};

function extremeOf(values: readonly (number | null)[], pick: (a: number, b: number) => number): number | null {
  return values.reduce<number | null>((found, value) => (value === null ? found : found === null ? value : pick(found, value)), null);
}

/**
 * The key figures (docs/spec/calculation.md section 8) as formulas over the cells they follow from, each caching core's
 * figure: DCF value and project NPV from the Valuation sheet (so they move with its discount rate), minimum and
 * average DSCR and the cash break-even rates from the Years and Months sheets, the covenant figures from the Covenant
 * tests sheet; the minimum liquidity and the maximum LTV as the MIN and MAX of the months where a period holds core's
 * figure (where cash or the LTV at the valuation date does, no cell holds it and core's value stays). A figure core
 * leaves null stays empty; the IRRs, the equity NPV, the dates and the solved break-even charter rate are core's values.
 */
export function keyFigureFormulas({ results, labels }: { results: readonly ScenarioResult[]; labels: ExportLabels }): KeyFigureCell {
  const sheets = labels.sheets;
  const years = stackedRows(results.map((result) => result.years.length));
  const months = stackedRows(results.map((result) => result.periods.length));
  const covenants = covenantTestRows(results);
  const share = netRevenueShareOf(sheets.inputs);
  return (figure, result, index) => {
    const value = result.kpis[figure];
    const yearRows = years[index];
    const monthRows = months[index];
    const covenantRows = covenants[index];
    if (typeof value !== 'number' || yearRows === undefined || monthRows === undefined || covenantRows === undefined) return undefined;
    const format = formatOf(keyFigureKinds[keyFigures[figure].unit]);
    const cell = (formula: string) => formulaCell(formula, value, format);
    const range = (sheet: string, rows: TableRows, letter: string) => onSheet(sheet, columnRange(letter, rows.firstRow, rows.lastRow));
    const inYears = (key: Parameters<typeof yearLetter>[0]) => range(sheets.years, yearRows, yearLetter(key));
    const inMonths = (key: Parameters<typeof monthLetter>[0]) => range(sheets.months, monthRows, monthLetter(key));
    const inTests = (key: Parameters<typeof covenantLetter>[0]) => range(sheets.covenantTests, covenantRows, covenantLetter(key));
    const valuation = (row: number) => `=${onSheet(sheets.valuation, `${columnLetter(index + 1)}${row}`)}`;
    switch (figure) {
      case 'dcfValue':
        return cell(valuation(valuationRows.dcfValue));
      case 'projectNpv':
        return cell(valuation(valuationRows.projectNpv));
      case 'minDscr':
        return cell(`=MIN(${inYears('dscr')})`);
      case 'avgDscr': {
        const serviced = (key: 'cfads' | 'debtService') => `SUMIFS(${inMonths(key)},${inMonths('debtService')},">0")`;
        return cell(`=${serviced('cfads')}/${serviced('debtService')}`);
      }
      case 'maxLtv':
        return extremeOf(
          result.periods.map((period) => period.ltv),
          Math.max,
        ) === value
          ? cell(`=MAX(${inMonths('ltv')})`)
          : undefined;
      case 'minLiquidity':
        return extremeOf(
          result.periods.map((period) => period.liquidity),
          Math.min,
        ) === value
          ? cell(`=MIN(${inMonths('liquidity')})`)
          : undefined;
      case 'minSecurityCover':
        return cell(`=MIN(${inTests('securityCover')})`);
      case 'maxCureAmount':
        return cell(`=MAX(${inTests('cureAmount')})`);
      case 'minTrailingDscr':
        return cell(`=MIN(${inTests('trailingDscr')})`);
      case 'avgCashBreakevenRate': {
        const costs = (['opex', 'auditingTaxAdvice', 'docking', 'debtService'] as const).map(inYears).join(',');
        return cell(`=SUM(${costs})/(SUM(${inYears('onHireDays')})*${share})`);
      }
      case 'maxCashBreakevenRate':
        return cell(`=MAX(${inYears('cashBreakevenRate')})`);
      default:
        return undefined;
    }
  };
}
