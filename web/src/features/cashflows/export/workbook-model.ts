import type { Cashflow, ScenarioResult } from '@keelson/core';
import type { SheetModel, WorkbookModel } from '../../../lib/spreadsheet/cells';
import { covenantTestsSheet } from './covenant-tests-sheet';
import { inputsSheet } from './inputs-sheet';
import { englishExportLabels, type ExportLabels } from './labels';
import { keyFigureFormulas } from './key-figure-formulas';
import { periodColumns, stackedRows, stackedTables, yearColumns } from './result-tables';
import { derivedSheet, keyFiguresSheet } from './summary-sheets';
import { valuationSheet } from './valuation-sheet';
import { yearFormulas } from './year-formulas';

export type ExportSource = {
  cashflow: Cashflow;
  /** core's `calculate(cashflow)` results: base, then the long-term average. */
  results: readonly ScenarioResult[];
  labels?: ExportLabels;
};

const yearWidths = [8, 12, 12, 8, 12, ...Array.from({ length: 15 }, () => 15), 16, 16, 8, 16];
const periodWidths = [12, 12, 8, 12, ...Array.from({ length: 15 }, () => 15), 16, 10, 16, 16, 8];

/**
 * The workbook as plain data, independent of the spreadsheet library: Inputs, Derived (a column per scenario), Key
 * figures (the scenarios side by side, formulas over the other sheets where a figure follows from them), Valuation
 * (the DCF value rebuilt with live formulas from one discount-rate cell), Years (each year's figures formulas over its
 * months) and Months (core's periods), each scenario's table with a totals row of live `SUM` formulas, and Covenant
 * tests (each scenario's test dates of calculation.md section 8a). Every formula caches core's figure; the header rows
 * stay in view and head every printed page.
 */
export function workbookModel({ cashflow, results, labels = englishExportLabels }: ExportSource): WorkbookModel {
  const monthRows = stackedRows(results.map((result) => result.periods.length));
  const yearRows = stackedRows(results.map((result) => result.years.length));
  const years: SheetModel = {
    name: labels.sheets.years,
    widths: yearWidths,
    frozen: { rows: 2, columns: 1 },
    rows: stackedTables({
      results,
      entriesOf: (result) => result.years,
      columns: yearColumns,
      labels,
      cellsOf: (result, index) => {
        const months = monthRows[index];
        const own = yearRows[index];
        if (months === undefined || own === undefined) throw new Error('a table per scenario');
        return yearFormulas({ result, months, yearRows: own, sheets: labels.sheets });
      },
    }),
  };
  const months: SheetModel = {
    name: labels.sheets.months,
    widths: periodWidths,
    frozen: { rows: 2, columns: 1 },
    rows: stackedTables({ results, entriesOf: (result) => result.periods, columns: periodColumns, labels }),
  };
  return {
    sheets: [
      inputsSheet({ cashflow, labels }),
      derivedSheet({ results, labels }),
      keyFiguresSheet({ results, labels, cellOf: keyFigureFormulas({ results, labels }) }),
      valuationSheet({ cashflow, results, labels }),
      years,
      months,
      covenantTestsSheet({ results, labels }),
    ],
  };
}
