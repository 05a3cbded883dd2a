import { parseDate, withDefaults, yearFraction, type Cashflow, type DayCountBasis, type Period, type ScenarioResult } from '@keelson/core';
import { blankRow, columnLetter, formats, row, textCell, type Cell, type NumberFormat, type SheetModel, type SheetRow } from '../../../lib/spreadsheet/cells';
import type { ExportLabels } from './labels';
import { scenarioName } from './scenario-names';
import { valueCell } from './value-kinds';

/** The discount rate ρ of base and long-term average: one input cell that their discount factors read. */
export const discountRateCell = 'B2';
const sharedRate = '$B$2';

/** The rows of the summary block, 1-based, in the order of docs/spec/calculation.md section 8. */
export const valuationRows = {
  header: 4,
  residualValueAtEndOfLife: 5,
  yearsToEndOfLife: 6,
  discountFactorAtEndOfLife: 7,
  discountedResidualValue: 8,
  presentValueOfCfads: 9,
  dcfValue: 10,
  totalAcquisitionCost: 11,
  acquisitionDate: 12,
  yearsToAcquisition: 13,
  discountFactorAtAcquisition: 14,
  discountedAcquisitionCost: 15,
  projectNpv: 16,
} as const;

/** The columns of a period table, 0-based; the formulas below name them by letter. */
const periodColumns = [
  'start',
  'end',
  'yearsFromValuation',
  'cfads',
  'discountFactor',
  'presentValue',
  'debtService',
  'balloon',
  'disbursement',
  'acquisition',
  'equityCashflow',
] as const;
type PeriodColumn = (typeof periodColumns)[number];
const letter = (column: PeriodColumn) => columnLetter(periodColumns.indexOf(column));

function formula(text: string, result: number, format: NumberFormat): Cell {
  return { kind: 'formula', formula: text, result, format };
}

function basisOf(cashflow: Cashflow): DayCountBasis {
  const basis = withDefaults(cashflow).dayCountConvention;
  return basis === 1 || basis === 2 || basis === 3 || basis === 4 ? basis : 0;
}

/** YF(V, date) with the cashflow's day-count basis: the time of a cash flow on that date (docs/spec/calculation.md sections 1 and 5). */
function yearsFromValuation(cashflow: Cashflow, date: string): number {
  const valuation = parseDate(cashflow.valuationDate ?? '');
  const day = parseDate(date);
  if (valuation === null || day === null) throw new Error('a calculated cashflow has a valuation date, period ends and an acquisition date');
  return yearFraction(valuation, day, basisOf(cashflow));
}

/**
 * (1 + ρ)^(−YF(V, T)): the discount factor of the price paid at the acquisition date T (docs/spec/calculation.md section 8),
 * the engine's expression on the engine's ρ and T, so that dcfValue − TAC × factor is core's projectNpv to the bit; exactly
 * 1 when T = V.
 */
function acquisitionDiscountFactor(cashflow: Cashflow, result: ScenarioResult): number {
  return (1 + result.derived.discountRate) ** -yearsFromValuation(cashflow, result.derived.acquisitionDate);
}

/** A scenario's table of periods: its rows, where its periods are, and the cell of the discount rate it reads. */
type Block = { rows: SheetRow[]; firstRow: number; lastRow: number; rate: string };

/** Where ρ comes from: the cashflow's central discount rate, or the WACC. */
function rateNote(result: ScenarioResult, labels: ExportLabels): string {
  return result.derived.discountRate !== result.derived.wacc ? labels.valuation.centralRate : labels.valuation.wacc;
}

/**
 * One scenario's periods: dated CFADS, their discount factors and present values, and the equity cash flows with
 * balloons, disbursements and the price paid in the period of a purchase that completes after the valuation date. A user scenario has a discount rate of its own (its overrides may change the rate or the WACC), in a
 * row under its title that its factors read; base and long-term average read the shared cell B2.
 */
function periodBlock({ cashflow, result, titleRow, labels }: { cashflow: Cashflow; result: ScenarioResult; titleRow: number; labels: ExportLabels }): Block {
  const texts = labels.valuation;
  const ownRate = result.scenario === 'user';
  const rate = ownRate ? `$B$${titleRow + 1}` : sharedRate;
  const rateRows = ownRate ? [row([textCell(texts.discountRate), valueCell('rate', result.derived.discountRate), textCell(rateNote(result, labels))])] : [];
  const heads: Record<PeriodColumn, string> = {
    start: labels.columns.start,
    end: labels.columns.end,
    yearsFromValuation: texts.yearsFromValuation,
    cfads: labels.columns.cfads,
    discountFactor: texts.discountFactor,
    presentValue: texts.presentValue,
    debtService: labels.columns.debtService,
    balloon: labels.columns.balloon,
    disbursement: labels.columns.disbursement,
    acquisition: labels.columns.acquisition,
    equityCashflow: texts.equityCashflow,
  };
  const firstRow = titleRow + rateRows.length + 2;
  const rows = result.periods.map((period, index) => {
    const at = (column: PeriodColumn) => `${letter(column)}${firstRow + index}`;
    return row([
      valueCell('date', period.start),
      valueCell('date', period.end),
      valueCell('factor', yearsFromValuation(cashflow, period.end)),
      valueCell('money', period.cfads),
      formula(`=1/(1+${rate})^${at('yearsFromValuation')}`, period.discountFactor, formats.factor),
      formula(`=${at('cfads')}*${at('discountFactor')}`, period.presentValue, formats.money),
      valueCell('money', period.debtService),
      valueCell('money', period.balloon),
      valueCell('money', period.disbursement),
      valueCell('money', period.acquisition),
      formula(`=${at('cfads')}-${at('debtService')}-${at('balloon')}+${at('disbursement')}-${at('acquisition')}`, period.equityCashflow, formats.money),
    ]);
  });
  const title = `${labels.scenarioTitle.replace('{{scenario}}', scenarioName(result, labels))}: ${texts.periods}`;
  return {
    rows: [
      row([textCell(title)], 'title'),
      ...rateRows,
      row(
        periodColumns.map((column) => textCell(heads[column])),
        'header',
      ),
      ...rows,
    ],
    firstRow,
    lastRow: firstRow + result.periods.length - 1,
    rate,
  };
}

/**
 * The "Valuation" sheet: the DCF value rebuilt with live formulas (docs/spec/calculation.md section 8).
 * One discount-rate cell (B2) for base and long-term average, and one under each user scenario's title; per
 * scenario a column of the summary and a table of its periods, where
 * each discount factor is `=1/(1+ρ)^t` on the period's year fraction t and each present value
 * CFADS × factor. The summary discounts the residual value at the end of life with the factor at the
 * last period's end (the end of life), adds the present values for the DCF value and takes the total
 * acquisition cost, discounted from the acquisition date T, from it for the project NPV (version 3: the price is paid
 * at T; with T = V its factor is 1). Every formula carries core's figure as its cached
 * value, so a reader that does not recalculate shows the same numbers.
 */
export function valuationSheet({ cashflow, results, labels }: { cashflow: Cashflow; results: readonly ScenarioResult[]; labels: ExportLabels }): SheetModel {
  const texts = labels.valuation;
  const first = results[0];
  if (first === undefined) return { name: labels.sheets.valuation, widths: [], rows: [] };

  const blocks: Block[] = [];
  let nextTitleRow = valuationRows.projectNpv + 2;
  for (const result of results) {
    const block = periodBlock({ cashflow, result, titleRow: nextTitleRow, labels });
    blocks.push(block);
    nextTitleRow += block.rows.length + 1;
  }

  const summary = (label: string, cell: (result: ScenarioResult, block: Block, column: string) => Cell): SheetRow =>
    row([
      textCell(label),
      ...results.map((result, index) => {
        const block = blocks[index];
        if (block === undefined) throw new Error('one block per scenario');
        return cell(result, block, columnLetter(index + 1));
      }),
    ]);
  const r = valuationRows;
  const summaryRows: SheetRow[] = [
    row([textCell(labels.keyFigure), ...results.map((result) => textCell(scenarioName(result, labels)))], 'header'),
    summary(texts.residualValueAtEndOfLife, (result) => valueCell('money', result.derived.residualValueAtEndOfLife)),
    // The last period ends at the end of life, so its year fraction is YF(V, EOL).
    summary(texts.yearsToEndOfLife, (result, block) =>
      formula(`=${letter('yearsFromValuation')}${block.lastRow}`, yearsFromValuation(cashflow, lastPeriod(result).end), formats.factor),
    ),
    summary(texts.discountFactorAtEndOfLife, (result, block, column) =>
      formula(`=1/(1+${block.rate})^${column}${r.yearsToEndOfLife}`, lastPeriod(result).discountFactor, formats.factor),
    ),
    summary(texts.discountedResidualValue, (result, _block, column) =>
      formula(
        `=${column}${r.residualValueAtEndOfLife}*${column}${r.discountFactorAtEndOfLife}`,
        result.derived.residualValueAtEndOfLife * lastPeriod(result).discountFactor,
        formats.money,
      ),
    ),
    summary(texts.presentValueOfCfads, (result, block) =>
      formula(
        `=SUM(${letter('presentValue')}${block.firstRow}:${letter('presentValue')}${block.lastRow})`,
        result.periods.reduce((sum, period) => sum + period.presentValue, 0),
        formats.money,
      ),
    ),
    summary(texts.dcfValue, (result, _block, column) =>
      formula(`=${column}${r.presentValueOfCfads}+${column}${r.discountedResidualValue}`, result.kpis.dcfValue, formats.money),
    ),
    summary(texts.totalAcquisitionCost, (result) => valueCell('money', result.derived.totalAcquisitionCost)),
    // The price is paid at T (the valuation date unless the purchase completes later), discounted from T.
    summary(texts.acquisitionDate, (result) => valueCell('date', result.derived.acquisitionDate)),
    summary(texts.yearsToAcquisition, (result) => valueCell('factor', yearsFromValuation(cashflow, result.derived.acquisitionDate))),
    summary(texts.discountFactorAtAcquisition, (result, block, column) =>
      formula(`=1/(1+${block.rate})^${column}${r.yearsToAcquisition}`, acquisitionDiscountFactor(cashflow, result), formats.factor),
    ),
    summary(texts.discountedAcquisitionCost, (result, _block, column) =>
      formula(
        `=${column}${r.totalAcquisitionCost}*${column}${r.discountFactorAtAcquisition}`,
        result.derived.totalAcquisitionCost * acquisitionDiscountFactor(cashflow, result),
        formats.money,
      ),
    ),
    summary(texts.projectNpv, (result, _block, column) =>
      formula(`=${column}${r.dcfValue}-${column}${r.discountedAcquisitionCost}`, result.kpis.projectNpv, formats.money),
    ),
  ];

  return {
    name: labels.sheets.valuation,
    widths: [34, 20, 20, 16, 14, 16, 16, 16, 16, 16, 18],
    // The discount rate and the summary's header stay in view.
    frozen: { rows: valuationRows.header, columns: 1 },
    fitsPageWidth: true,
    rows: [
      row([textCell(texts.title)], 'title'),
      row([textCell(texts.discountRate), valueCell('rate', first.derived.discountRate), textCell(rateNote(first, labels))]),
      blankRow,
      ...summaryRows,
      blankRow,
      ...blocks.flatMap((block, index) => (index === 0 ? block.rows : [blankRow, ...block.rows])),
    ],
  };
}

function lastPeriod(result: ScenarioResult): Period {
  const period = result.periods.at(-1);
  if (period === undefined) throw new Error('a calculated scenario has at least one period');
  return period;
}
