import { defaultLanguage, keyFigureNames, keyFigures, type Cashflow, type Language, type ScenarioResult } from '@keelson/core';
import { blankRow, row, textCell, type SheetRow } from '../../../lib/spreadsheet/cells';
import { toCsv } from '../../../lib/spreadsheet/csv';
import { covenantTestTable } from './covenant-tests-sheet';
import { inputsSheet } from './inputs-sheet';
import { englishExportLabels, fieldLabel, labelWithUnit, type ExportLabels } from './labels';
import { periodColumns, resultTable, yearColumns } from './result-tables';
import { resultOfChoice, scenarioName, type ScenarioChoice } from './scenario-names';
import { keyFiguresSheet } from './summary-sheets';

/** A section of the CSV: a blank line, a heading row, then its rows. */
function section(title: string, rows: readonly SheetRow[]): SheetRow[] {
  return [blankRow, row([textCell(title)], 'title'), ...rows];
}

/**
 * The labels of the CSV, where every percentage is written in percent (60 for 60 %): each key figure and each year
 * or month column that is a percentage says so, "Project IRR (%)", "LTV (%)", as the inputs' rates already do
 * ("Commissions (%)"). The workbook keeps the plain labels: its cells show the percent sign.
 */
function percentLabels(labels: ExportLabels, currency: string | null | undefined): ExportLabels {
  const percent = (label: string) => labelWithUnit(label, 'percent', currency, labels);
  const kpis = { ...labels.kpis };
  for (const figure of keyFigureNames) if (keyFigures[figure].unit === 'percent') kpis[figure] = percent(kpis[figure]);
  const columns = { ...labels.columns };
  for (const column of [...yearColumns, ...periodColumns]) if (column.kind === 'rate') columns[column.key] = percent(labels.columns[column.key]);
  return { ...labels, kpis, columns };
}

/**
 * The rows of one scenario's CSV (see `exportCsv`), with the percentages' labels saying "(%)"; the percentages are
 * still core's fractions, formatted as percentages, which `toCsv` writes in percent.
 */
export function csvRows({ cashflow, result, labels: sheetLabels }: { cashflow: Cashflow; result: ScenarioResult; labels: ExportLabels }): SheetRow[] {
  const labels = percentLabels(sheetLabels, cashflow.currency);
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
  return rows;
}

/**
 * One scenario as CSV: the cashflow's title, ship and the scenario, then the sections Inputs, Key
 * figures, Covenant tests, Years and Months, each after a blank line and a heading row (the tables with their totals
 * rows). Texts from the user are neutralised like the workbook's (see `neutralizeFormula`), in either notation.
 * One rule for percentages, in both languages: a percentage is written in percent (a margin of 2.5 % as 2.5, an LTV
 * of 60 % as 60) under a label that ends in "(%)". Numbers carry at most 15 significant digits (no `360.00000000000006`);
 * read back, each is core's to 1e-14 relative. The workbook keeps core's full values.
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
  return toCsv(csvRows({ cashflow, result, labels }), language, { ratesInPercent: true });
}
