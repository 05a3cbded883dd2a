import { cashflowDefaults, trancheDefaults, type Cashflow, type CashflowTranche } from '@keelson/core';
import { formatNumberText } from './number-text';
import { toPercent } from './percent';

/** How a field is edited: text, a date (`YYYY-MM-DD`), a number, a whole number, or a rate shown as percent. */
export type FieldKind = 'text' | 'date' | 'number' | 'integer' | 'percent';
/** What a number is measured in; money units carry the cashflow's currency symbol. */
export type Unit = 'money' | 'moneyPerDay' | 'moneyPerTon' | 'moneyPerYear' | 'percent' | 'years' | 'tonnes' | 'days' | 'daysPerYear';
export type FieldSpec = { kind: FieldKind; unit?: Unit };

const text = { kind: 'text' } as const satisfies FieldSpec;
const date = { kind: 'date' } as const satisfies FieldSpec;
const money = { kind: 'number', unit: 'money' } as const satisfies FieldSpec;
const moneyPerDay = { kind: 'number', unit: 'moneyPerDay' } as const satisfies FieldSpec;
const percent = { kind: 'percent', unit: 'percent' } as const satisfies FieldSpec;

/** Every plain field of the cashflow form; the lists, ship type, currency and day count have editors of their own. */
export const fieldSpecs = {
  title: text,
  shipName: text,
  imoNumber: text,
  clarksonsSegment: text,
  constructionDate: date,
  economicUsefulLifeYears: { kind: 'integer', unit: 'years' },
  deadWeightTonnage: { kind: 'number', unit: 'tonnes' },
  lightWeightTonnage: { kind: 'number', unit: 'tonnes' },
  purchasePriceAtConstructionCurr: money,
  currentMarketPriceNewBuildCurr: money,
  valuationDate: date,
  steelPricePerTonCurr: { kind: 'number', unit: 'moneyPerTon' },
  steelPriceInflationRate: percent,
  scrapCostCurr: money,
  transferCostCurr: money,
  transferQuote: percent,
  commissionsQuote: percent,
  transactionCostsCurr: money,
  purchaseDate: date,
  ownerValueEnvisagedCurr: money,
  ownerValueLatestAssessmentDate: date,
  ownerLastPhysicalInspectionDate: date,
  averageTimeCharterCurr: moneyPerDay,
  currentTimeCharterCurr: moneyPerDay,
  currentTimeCharterStartDate: date,
  currentTimeCharterEndDate: date,
  annualTimeCharterIncrease: percent,
  expectedFutureCharterCurr: moneyPerDay,
  freightCommission: percent,
  offHireDaysPerYear: { kind: 'number', unit: 'daysPerYear' },
  opexPerDayCurr: moneyPerDay,
  opexEscalationRate: percent,
  opexLatestAssessmentDate: date,
  opexAdministrationFeeQuote: percent,
  opexTechnicalFeeQuote: percent,
  opexAuditingTaxAdviseCurr: { kind: 'number', unit: 'moneyPerYear' },
  dockingIntervalYears: { kind: 'integer', unit: 'years' },
  dockingDays: { kind: 'integer', unit: 'days' },
  dockingCostCurr: money,
  lastDockingDate: date,
  leverage: percent,
  freshLiquidityCurr: money,
  freshLiquidityRate: percent,
  cashReserveAccountCurr: money,
  dryDockingReserveAccount: money,
  equityYield: percent,
  discountRate: percent,
} as const satisfies Partial<Record<keyof Cashflow, FieldSpec>>;

export type PlainField = keyof typeof fieldSpecs;
export type TextField = { [K in PlainField]: (typeof fieldSpecs)[K]['kind'] extends 'text' | 'date' ? K : never }[PlainField];
export type NumberField = Exclude<PlainField, TextField>;

/** The fields of a tranche that the tranche editor offers (valuationDate and leverage are derived). */
export const trancheFieldSpecs = {
  value: money,
  baseRate: percent,
  interest: percent,
  durationYears: { kind: 'number', unit: 'years' },
  amortizationYears: { kind: 'number', unit: 'years' },
  disbursementDate: date,
} as const satisfies Partial<Record<keyof CashflowTranche, FieldSpec>>;

export type TrancheField = keyof typeof trancheFieldSpecs;
/** The tranche fields in the order the editor shows them. */
export const trancheFields = [
  'value',
  'baseRate',
  'interest',
  'durationYears',
  'amortizationYears',
  'disbursementDate',
] as const satisfies readonly TrancheField[];

/** A number as its field shows it: rates as percent. */
export function toShown(value: number, kind: FieldKind): number {
  return kind === 'percent' ? toPercent(value) : value;
}

function placeholderOf(value: number | string | undefined, kind: FieldKind): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : formatNumberText(toShown(value, kind));
}

/** The placeholder of a cashflow field: its default as the field shows it (0.02 → "2"), or nothing. */
export function fieldPlaceholder(field: PlainField): string | undefined {
  const defaults: Partial<Record<string, number | string>> = cashflowDefaults;
  return placeholderOf(defaults[field], fieldSpecs[field].kind);
}

/** The placeholder of a tranche field: the default rates (4 and 2.5), or nothing. */
export function trancheFieldPlaceholder(field: TrancheField): string | undefined {
  const defaults: Partial<Record<string, number>> = trancheDefaults;
  return placeholderOf(defaults[field], trancheFieldSpecs[field].kind);
}

/** The unit of a cashflow field, if it has one. */
export function unitOf(field: PlainField): Unit | undefined {
  const spec: FieldSpec = fieldSpecs[field];
  return spec.unit;
}

/** The unit of a tranche field, if it has one. */
export function trancheUnitOf(field: TrancheField): Unit | undefined {
  const spec: FieldSpec = trancheFieldSpecs[field];
  return spec.unit;
}
