import type { Period, ScenarioResult, Year } from '@keelson/core';
import { columnLetter, formats } from '../../../lib/spreadsheet/cells';
import { inputAddress } from './inputs-sheet';
import { columnIndex, formatOf, periodColumns, yearColumns, type EntryCell, type TableRows } from './result-tables';
import { columnRange, formulaCell, onSheet } from './sheet-references';

type MonthKey = (typeof periodColumns)[number]['key'];
/** The letter of a column of the Months sheet. */
export const monthLetter = (key: MonthKey) => columnLetter(columnIndex(periodColumns, key));
const isMonthKey = (key: string): key is MonthKey => periodColumns.some((column) => column.key === key);
/** The letter of a column of the Years sheet. */
export const yearLetter = (key: (typeof yearColumns)[number]['key']) => columnLetter(columnIndex(yearColumns, key));

/**
 * The periods of each model year, as indexes [first, last] into the scenario's periods: those that start in it
 * (docs/spec/calculation.md section 5). Dates are `YYYY-MM-DD`, so they compare as texts.
 */
export function periodsOfYears(years: readonly Year[], periods: readonly Period[]): { first: number; last: number }[] {
  return years.map((year) => {
    const inside = (period: Period) => year.start <= period.start && period.start < year.end;
    const first = periods.findIndex(inside);
    const last = periods.findLastIndex(inside);
    if (first < 0) throw new Error(`model year ${year.year} holds no period`);
    return { first, last };
  });
}

/**
 * 1 − freightCommission − opexAdministrationFeeQuote − opexTechnicalFeeQuote, read from the Inputs sheet: the share of
 * revenue a cash break-even rate divides by (calculation.md section 5). No scenario override changes these quotes.
 */
export function netRevenueShareOf(inputsSheet: string): string {
  const quote = (field: 'freightCommission' | 'opexAdministrationFeeQuote' | 'opexTechnicalFeeQuote') => onSheet(inputsSheet, inputAddress(field));
  return `(1-${quote('freightCommission')}-${quote('opexAdministrationFeeQuote')}-${quote('opexTechnicalFeeQuote')})`;
}

/**
 * A scenario's year rows as formulas over its rows of the Months sheet (calculation.md section 5): each flow the `SUM`
 * of the year's periods, debt outstanding and liquidity those of its last period, the DSCR Σ CFADS / Σ debt service
 * over its periods with debt service (`SUMIFS`, empty where core's is null), and the cash break-even rate over the
 * year's own cells. Every formula caches core's figure. `row` is the year's row on the Years sheet.
 */
export function yearFormulas({
  result,
  months,
  sheets,
  yearRows,
}: {
  result: ScenarioResult;
  /** Where the scenario's periods are on the Months sheet. */
  months: TableRows;
  sheets: { months: string; inputs: string };
  /** Where the scenario's years are on the Years sheet. */
  yearRows: TableRows;
}): EntryCell<Year> {
  const spans = periodsOfYears(result.years, result.periods);
  const share = netRevenueShareOf(sheets.inputs);
  return (year, column, index) => {
    const span = spans[index];
    if (span === undefined) return undefined;
    const first = months.firstRow + span.first;
    const last = months.firstRow + span.last;
    const monthsRange = (key: MonthKey) => onSheet(sheets.months, columnRange(monthLetter(key), first, last));
    const own = (key: Parameters<typeof yearLetter>[0]) => `${yearLetter(key)}${yearRows.firstRow + index}`;
    const { key } = column;
    const value = year[key];
    if (column.total && isMonthKey(key) && typeof value === 'number') return formulaCell(`=SUM(${monthsRange(key)})`, value, formatOf(column.kind));
    switch (column.key) {
      case 'debtOutstanding':
      case 'liquidity':
        return formulaCell(`=${onSheet(sheets.months, `${monthLetter(column.key)}${last}`)}`, year[column.key], formats.money);
      case 'dscr': {
        if (year.dscr === null) return null;
        const serviced = (key: 'cfads' | 'debtService') => `SUMIFS(${monthsRange(key)},${monthsRange('debtService')},">0")`;
        return formulaCell(`=${serviced('cfads')}/${serviced('debtService')}`, year.dscr, formats.ratio);
      }
      case 'cashBreakevenRate': {
        if (year.cashBreakevenRate === null) return null;
        const costs = `${own('opex')}+${own('auditingTaxAdvice')}+${own('docking')}+${own('debtService')}`;
        return formulaCell(`=(${costs})/(${own('onHireDays')}*${share})`, year.cashBreakevenRate, formats.money);
      }
      default:
        return undefined;
    }
  };
}
