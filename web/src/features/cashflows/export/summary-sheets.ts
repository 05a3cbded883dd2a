import { keyFigureNames, keyFigures, type KeyFigureName, type ScenarioResult } from '@keelson/core';
import { blankRow, formats, numberCell, row, textCell, type SheetModel } from '../../../lib/spreadsheet/cells';
import type { ExportLabels } from './labels';
import { scenarioName } from './scenario-names';
import { derivedUnits, type DerivedUnit } from '../model/derived-units';
import { keyFigureKinds, valueCell, type ValueKind } from './value-kinds';
import { notedFigures, type KeyFigureCell, type NotedFigure } from './key-figure-formulas';

/** How the exports write each unit of a derived value: years with decimals, days as a count. */
const derivedKinds: Record<DerivedUnit, ValueKind> = { money: 'money', rate: 'rate', ratio: 'ratio', years: 'decimal', days: 'count', date: 'date' };

function keysOf<T extends object>(record: T): (keyof T)[] {
  return Object.keys(record).filter((key): key is Extract<keyof T, string> => Object.hasOwn(record, key));
}

/**
 * The "Derived" sheet: the static values of docs/spec/calculation.md section 3, one column per scenario (base, long-term
 * average, each user scenario, whose overrides change some of them: useful life, steel price, discount rate, base
 * rates), each core's; then the terms of each tranche, the base case's.
 */
export function derivedSheet({ results, labels }: { results: readonly ScenarioResult[]; labels: ExportLabels }): SheetModel {
  const derived = results[0]?.derived;
  const columns = labels.trancheColumns;
  const yesNo = (value: boolean) => textCell(value ? labels.yes : labels.no);
  return {
    name: labels.sheets.derived,
    widths: [40, 20, 22, 26, 14, 26, 20, 16, ...results.slice(7).map(() => 20)],
    frozen: { rows: 1, columns: 1 },
    fitsPageWidth: true,
    rows:
      derived === undefined
        ? []
        : [
            row([textCell(labels.field), ...results.map((result) => textCell(scenarioName(result, labels)))], 'header'),
            ...keysOf(derivedUnits).map((field) =>
              row([textCell(labels.derived[field]), ...results.map((result) => valueCell(derivedKinds[derivedUnits[field]], result.derived[field]))]),
            ),
            blankRow,
            row([textCell(labels.tranches)], 'title'),
            row(
              [
                columns.number,
                columns.maturityDate,
                columns.nominalInterestRate,
                columns.remainingDurationYears,
                columns.leverage,
                columns.maturesAfterEndOfLife,
                columns.amortizationYears,
                columns.balloon,
              ].map((head) => textCell(head)),
              'header',
            ),
            ...derived.tranches.map((tranche, index) =>
              row([
                numberCell(index + 1, formats.integer),
                valueCell('date', tranche.maturityDate),
                valueCell('rate', tranche.nominalInterestRate),
                valueCell('decimal', tranche.remainingDurationYears),
                valueCell('rate', tranche.leverage),
                yesNo(tranche.maturesAfterEndOfLife),
                valueCell('decimal', tranche.amortizationYears),
                valueCell('money', tranche.balloon),
              ]),
            ),
          ],
  };
}

function isNoted(figure: KeyFigureName): figure is NotedFigure {
  return Object.hasOwn(notedFigures, figure);
}

/**
 * The "Key figures" sheet: every figure of core's key-figure catalogue (docs/spec/calculation.md section 8) in its
 * order, one column per scenario. With `cellOf` (the workbook, see `keyFigureFormulas`) a figure may be a formula
 * over the other sheets; a note column says why a figure that follows from the periods is core's value instead, and
 * a line under the table what the values without a formula are. Without it (the CSV) every figure is core's value.
 */
export function keyFiguresSheet({ results, labels, cellOf }: { results: readonly ScenarioResult[]; labels: ExportLabels; cellOf?: KeyFigureCell }): SheetModel {
  const notes = labels.keyFigureNotes;
  const figureRow = (figure: KeyFigureName) => {
    const cells = results.map((result, index) => cellOf?.(figure, result, index) ?? valueCell(keyFigureKinds[keyFigures[figure].unit], result.kpis[figure]));
    if (cellOf === undefined) return row([textCell(labels.kpis[figure]), ...cells]);
    // The liquidity and LTV are formulas unless a scenario's figure is the one at the valuation date.
    const noted = isNoted(figure) && cells.some((cell) => cell?.kind === 'number');
    return noted
      ? row([textCell(labels.kpis[figure]), ...cells, textCell(notes[notedFigures[figure]])], 'note')
      : row([textCell(labels.kpis[figure]), ...cells]);
  };
  const heads = results.map((result) => textCell(scenarioName(result, labels)));
  return {
    name: labels.sheets.keyFigures,
    widths: [36, ...results.map(() => 20), ...(cellOf === undefined ? [] : [60])],
    frozen: { rows: 1, columns: 1 },
    fitsPageWidth: true,
    rows: [
      row([textCell(labels.keyFigure), ...heads, ...(cellOf === undefined ? [] : [textCell(labels.note)])], 'header'),
      ...keyFigureNames.map(figureRow),
      // Under the table, in the note column: what the figures without a formula are.
      ...(cellOf === undefined ? [] : [blankRow, row([...results.map(() => null), null, textCell(notes.values)], 'note')]),
    ],
  };
}
