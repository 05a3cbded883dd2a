import { isMissing, withDefaults, type Cashflow, type CashflowTranche } from '@keelson/core';
import { blankRow, formats, numberCell, row, textCell, type SheetModel, type SheetRow } from '../../../lib/spreadsheet/cells';
import type { ExportLabels } from './labels';
import { valueCell, type ValueKind } from './value-kinds';

/** Fields that are listed with the tables below them (brokers, tranches) or are no input: ids and link secrets. */
type InputField = Exclude<keyof Cashflow, 'id' | 'ownerId' | 'readonlyIds' | 'tranches' | 'brokerValueEsimationsCurr' | 'brokerEvaluationType'>;

/** Every input field of docs/spec/product-spec.md section 3 in the order of the form; the type makes a new field fail here until it is listed. */
const inputFields: Record<InputField, ValueKind> = {
  title: 'text',
  updated: 'moment',
  valuationDate: 'date',
  currency: 'text',
  shipType: 'text',
  shipName: 'text',
  clarksonsSegment: 'text',
  imoNumber: 'text',
  economicUsefulLifeYears: 'general',
  dayCountConvention: 'integer',
  purchasePriceAtConstructionCurr: 'money',
  constructionDate: 'date',
  currentMarketPriceNewBuildCurr: 'money',
  lightWeightTonnage: 'count',
  deadWeightTonnage: 'count',
  steelPricePerTonCurr: 'money',
  steelPriceInflationRate: 'rate',
  scrapCostCurr: 'money',
  transferCostCurr: 'money',
  transferQuote: 'rate',
  commissionsQuote: 'rate',
  transactionCostsCurr: 'money',
  purchaseDate: 'date',
  ownerValueEnvisagedCurr: 'money',
  ownerValueLatestAssessmentDate: 'date',
  ownerLastPhysicalInspectionDate: 'date',
  averageTimeCharterCurr: 'money',
  currentTimeCharterCurr: 'money',
  annualTimeCharterIncrease: 'rate',
  currentTimeCharterStartDate: 'date',
  currentTimeCharterEndDate: 'date',
  expectedFutureCharterCurr: 'money',
  freightCommission: 'rate',
  offHireDaysPerYear: 'general',
  opexPerDayCurr: 'money',
  opexEscalationRate: 'rate',
  opexLatestAssessmentDate: 'date',
  opexAdministrationFeeQuote: 'rate',
  opexTechnicalFeeQuote: 'rate',
  opexAuditingTaxAdviseCurr: 'money',
  dockingIntervalYears: 'general',
  dockingDays: 'general',
  dockingCostCurr: 'money',
  lastDockingDate: 'date',
  freshLiquidityCurr: 'money',
  freshLiquidityRate: 'rate',
  cashReserveAccountCurr: 'money',
  dryDockingReserveAccount: 'money',
  equityYield: 'rate',
  discountRate: 'rate',
  leverage: 'rate',
};

function isInputField(field: string): field is InputField {
  return Object.hasOwn(inputFields, field);
}

/** What the note column says: the name of a day-count convention, and that a default was used. */
function note(field: InputField, cashflow: Cashflow, filled: Cashflow, labels: ExportLabels): string | null {
  const parts: string[] = [];
  const conventions: Record<string, string> = labels.dayCountConventions;
  if (field === 'dayCountConvention' && typeof filled.dayCountConvention === 'number') {
    const name = conventions[String(filled.dayCountConvention)];
    if (name !== undefined) parts.push(name);
  }
  if (isMissing(cashflow[field]) && !isMissing(filled[field])) parts.push(labels.defaultNote);
  return parts.length === 0 ? null : parts.join(', ');
}

function brokerRows(cashflow: Cashflow, labels: ExportLabels): SheetRow[] {
  const values = cashflow.brokerValueEsimationsCurr ?? [];
  const types = cashflow.brokerEvaluationType ?? [];
  const count = Math.max(values.length, types.length);
  const columns = labels.brokerColumns;
  return [
    row([textCell(labels.brokerEstimates)], 'title'),
    row([textCell(columns.number), textCell(columns.value), textCell(columns.evaluationType)], 'header'),
    ...Array.from({ length: count }, (_, index) =>
      row([numberCell(index + 1, formats.integer), numberCell(values[index], formats.money), textCell(types[index])]),
    ),
  ];
}

function trancheRows(tranches: readonly CashflowTranche[], labels: ExportLabels): SheetRow[] {
  const columns = labels.trancheColumns;
  return [
    row([textCell(labels.tranches)], 'title'),
    row(
      [columns.number, columns.value, columns.baseRate, columns.interest, columns.durationYears, columns.amortizationYears, columns.disbursementDate].map(
        (head) => textCell(head),
      ),
      'header',
    ),
    ...tranches.map((tranche, index) =>
      row([
        numberCell(index + 1, formats.integer),
        valueCell('money', tranche.value),
        valueCell('rate', tranche.baseRate),
        valueCell('rate', tranche.interest),
        valueCell('general', tranche.durationYears),
        valueCell('general', tranche.amortizationYears),
        valueCell('date', tranche.disbursementDate),
      ]),
    ),
  ];
}

/**
 * The "Inputs" sheet: every field of the cashflow with its label and value, then the broker estimates
 * and the tranches as tables. An empty field with a default shows the default that the calculation
 * used, marked as such; tranche rates take their defaults the same way.
 */
export function inputsSheet({ cashflow, labels }: { cashflow: Cashflow; labels: ExportLabels }): SheetModel {
  const filled = withDefaults(cashflow);
  const fieldRows = Object.keys(inputFields)
    .filter(isInputField)
    .map((field) => row([textCell(labels.fields[field]), valueCell(inputFields[field], filled[field]), textCell(note(field, cashflow, filled, labels))]));
  return {
    name: labels.sheets.inputs,
    widths: [40, 20, 30, 16, 18, 20],
    rows: [
      row([textCell(labels.field), textCell(labels.value), textCell(labels.note)], 'header'),
      ...fieldRows,
      blankRow,
      ...brokerRows(cashflow, labels),
      blankRow,
      ...trancheRows(filled.tranches ?? [], labels),
    ],
  };
}
