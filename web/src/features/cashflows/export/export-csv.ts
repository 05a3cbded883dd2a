import { defaultLanguage, type Cashflow, type Language, type ScenarioResult } from '@keelson/core';
import { blankRow, row, textCell, type SheetRow } from '../../../lib/spreadsheet/cells';
import { toCsv } from '../../../lib/spreadsheet/csv';
import { covenantTestTable } from './covenant-tests-sheet';
import { inputsSheet } from './inputs-sheet';
import { englishExportLabels, fieldLabel, type ExportLabels } from './labels';
import { periodColumns, resultTable, yearColumns } from './result-tables';
import { resultOfChoice, scenarioName, type ScenarioChoice } from './scenario-names';
import { keyFiguresSheet } from './summary-sheets';

/** A section of the CSV: a blank line, a heading row, then its rows. */
function section(title: string, rows: readonly SheetRow[]): SheetRow[] {
  return [blankRow, row([textCell(title)], 'title'), ...rows];
}

/**
 * One scenario as CSV: the cashflow's title, ship and the scenario, then the sections Inputs, Key
 * figures, Covenant tests, Years and Months, each after a blank line and a heading row (the tables with their totals
 * rows). Texts from the user are neutralised like the workbook's (see `neutralizeFormula`), in either notation.
 */
export function exportCsv({
  cashflow,
  results,
  scenario,
  labels = englishExportLabels,
  language = defaultLanguage,
}: {
  cashflow: Cashflow;
  results: readonly ScenarioResult[];
  /** The scenario to write: base, the long-term average, or a user scenario by its name. */
  scenario: ScenarioChoice;
  labels?: ExportLabels;
  /** The notation: English commas and decimal points, or German semicolons and decimal commas. */
  language?: Language;
}): string {
  const result = resultOfChoice(results, scenario);
  if (result === undefined) throw new Error(`The results have no scenario ${JSON.stringify(scenario)}`);
  const rows: SheetRow[] = [
    row([textCell(fieldLabel('title', labels)), textCell(cashflow.title)]),
    row([textCell(fieldLabel('shipName', labels)), textCell(cashflow.shipName)]),
    row([textCell(labels.scenario), textCell(scenarioName(result, labels))]),
    ...section(labels.sheets.inputs, inputsSheet({ cashflow, labels }).rows),
    ...section(labels.sheets.keyFigures, keyFiguresSheet({ results: [result], labels }).rows),
    blankRow,
    ...covenantTestTable({ title: labels.sheets.covenantTests, tests: result.covenantTests, labels }),
    blankRow,
  ];
  // A table's title is its heading row; `titleRow` keeps its SUM formulas pointing at its own rows.
  rows.push(...resultTable({ title: labels.sheets.years, columns: yearColumns, entries: result.years, titleRow: rows.length + 1, labels }), blankRow);
  rows.push(...resultTable({ title: labels.sheets.months, columns: periodColumns, entries: result.periods, titleRow: rows.length + 1, labels }));
  return toCsv(rows, language);
}
