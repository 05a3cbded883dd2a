import type { Cashflow, ScenarioResult } from '@keelson/core';
import type { SheetModel, WorkbookModel } from '../../../lib/spreadsheet/cells';
import { covenantTestsSheet } from './covenant-tests-sheet';
import { inputsSheet } from './inputs-sheet';
import { englishExportLabels, type ExportLabels } from './labels';
import { periodColumns, stackedTables, yearColumns } from './result-tables';
import { derivedSheet, keyFiguresSheet } from './summary-sheets';
import { valuationSheet } from './valuation-sheet';

export type ExportSource = {
  cashflow: Cashflow;
  /** core's `calculate(cashflow)` results: base, then the long-term average. */
  results: readonly ScenarioResult[];
  labels?: ExportLabels;
};

const yearWidths = [8, 12, 12, 8, 12, ...Array.from({ length: 15 }, () => 15), 16, 16, 8, 16];
const periodWidths = [12, 12, 8, 12, ...Array.from({ length: 15 }, () => 15), 16, 10, 16, 16, 8];

/**
 * The workbook as plain data, independent of the spreadsheet library: Inputs, Derived, Key figures
 * (both scenarios side by side), Valuation (the DCF value rebuilt with live formulas from one
 * discount-rate cell), Years and Months (each scenario's table with a totals row of live `SUM` formulas), and Covenant
 * tests (each scenario's test dates of calculation.md section 8a).
 */
export function workbookModel({ cashflow, results, labels = englishExportLabels }: ExportSource): WorkbookModel {
  const years: SheetModel = {
    name: labels.sheets.years,
    widths: yearWidths,
    rows: stackedTables({ results, entriesOf: (result) => result.years, columns: yearColumns, labels }),
  };
  const months: SheetModel = {
    name: labels.sheets.months,
    widths: periodWidths,
    rows: stackedTables({ results, entriesOf: (result) => result.periods, columns: periodColumns, labels }),
  };
  return {
    sheets: [
      inputsSheet({ cashflow, labels }),
      derivedSheet({ results, labels }),
      keyFiguresSheet({ results, labels }),
      valuationSheet({ cashflow, results, labels }),
      years,
      months,
      covenantTestsSheet({ results, labels }),
    ],
  };
}
