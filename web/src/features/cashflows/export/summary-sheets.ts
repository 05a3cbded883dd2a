import type { Kpis, ScenarioResult } from '@keelson/core';
import { blankRow, formats, numberCell, row, textCell, type SheetModel } from '../../../lib/spreadsheet/cells';
import type { ExportLabels } from './labels';
import { scenarioName } from './scenario-names';
import { derivedUnits, type DerivedUnit } from '../model/derived-units';
import { valueCell, type ValueKind } from './value-kinds';

/** How the exports write each unit of a derived value: years with decimals, days as a count. */
const derivedKinds: Record<DerivedUnit, ValueKind> = { money: 'money', rate: 'rate', ratio: 'ratio', years: 'decimal', days: 'count', date: 'date' };

const kpiFields: Record<keyof Kpis, ValueKind> = {
  dcfValue: 'money',
  projectNpv: 'money',
  projectIrr: 'rate',
  projectIrrRoots: 'integer',
  equityNpv: 'money',
  equityIrr: 'rate',
  equityIrrRoots: 'integer',
  minDscr: 'ratio',
  avgDscr: 'ratio',
  maxLtv: 'rate',
  maxBalloonLtv: 'rate',
  covenantBreachDate: 'date',
  minSecurityCover: 'ratio',
  maxCureAmount: 'money',
  minTrailingDscr: 'ratio',
  dscrCovenantBreachDate: 'date',
  liquidityCovenantBreachDate: 'date',
  minLiquidity: 'money',
  liquidityShortfallDate: 'date',
  breakevenCharterRate: 'money',
  avgCashBreakevenRate: 'money',
  maxCashBreakevenRate: 'money',
  paybackDate: 'date',
  discountedPaybackDate: 'date',
};

function keysOf<T extends object>(record: T): (keyof T)[] {
  return Object.keys(record).filter((key): key is Extract<keyof T, string> => Object.hasOwn(record, key));
}

/**
 * The "Derived" sheet: the static values of docs/spec/calculation.md section 3 and the terms of each tranche.
 * Base and long-term average share them, so the first result's are shown; a user scenario, whose overrides
 * change some of them (useful life, steel price, discount rate, base rates), adds a column of its own. The
 * tranche terms are the base case's.
 */
export function derivedSheet({ results, labels }: { results: readonly ScenarioResult[]; labels: ExportLabels }): SheetModel {
  const [first] = results;
  const derived = first?.derived;
  const users = results.filter((result) => result.scenario === 'user');
  const shown = first === undefined ? [] : [first, ...users];
  const heads = users.length === 0 ? [labels.value] : shown.map((result) => scenarioName(result, labels));
  const columns = labels.trancheColumns;
  const yesNo = (value: boolean) => textCell(value ? labels.yes : labels.no);
  return {
    name: labels.sheets.derived,
    widths: [40, 20, 22, 26, 14, 26, 20, 16, ...users.slice(6).map(() => 20)],
    rows:
      derived === undefined
        ? []
        : [
            row([textCell(labels.field), ...heads.map((head) => textCell(head))], 'header'),
            ...keysOf(derivedUnits).map((field) =>
              row([textCell(labels.derived[field]), ...shown.map((result) => valueCell(derivedKinds[derivedUnits[field]], result.derived[field]))]),
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

/** The "Key figures" sheet: the figures of docs/spec/calculation.md section 8, one column per scenario. */
export function keyFiguresSheet({ results, labels }: { results: readonly ScenarioResult[]; labels: ExportLabels }): SheetModel {
  return {
    name: labels.sheets.keyFigures,
    widths: [36, ...results.map(() => 20)],
    rows: [
      row([textCell(labels.keyFigure), ...results.map((result) => textCell(scenarioName(result, labels)))], 'header'),
      ...keysOf(kpiFields).map((figure) => row([textCell(labels.kpis[figure]), ...results.map((result) => valueCell(kpiFields[figure], result.kpis[figure]))])),
    ],
  };
}
