import { z } from 'zod';
import { parseDate } from '../dates/day-number';
import { outOfRange, tooLong, tooManyEntries, validationMessages } from './validation-messages';

/**
 * The defaults of docs/spec/product-spec.md section 3 and docs/spec/calculation.md section 2. They are applied when a
 * cashflow is calculated and shown by forms, never by the schema: a missing field stays missing.
 */
export const cashflowDefaults = {
  currency: 'USD',
  economicUsefulLifeYears: 22,
  dayCountConvention: 0,
  steelPricePerTonCurr: 200,
  steelPriceInflationRate: 0.02,
  scrapCostCurr: 50_000,
  transferCostCurr: 100_000,
  transferQuote: 1,
  commissionsQuote: 0.01,
  transactionCostsCurr: 50_000,
  annualTimeCharterIncrease: 0,
  freightCommission: 0.025,
  offHireDaysPerYear: 10,
  opexEscalationRate: 0.02,
  opexAdministrationFeeQuote: 0.015,
  opexTechnicalFeeQuote: 0.01,
  opexAuditingTaxAdviseCurr: 20_000,
  dockingIntervalYears: 5,
  dockingDays: 10,
  dockingCostCurr: 0,
  freshLiquidityCurr: 0,
  freshLiquidityRate: 0,
  cashReserveAccountCurr: 500_000,
  dryDockingReserveAccount: 0,
  leverage: 0.6,
} as const;

/** The defaults of a tranche (docs/spec/product-spec.md section 3); a missing disbursement date means V when calculating. */
export const trancheDefaults = { baseRate: 0.04, interest: 0.025 } as const;

const maxTextLength = 200;

/** A finite number; zod 4 rejects NaN and ±Infinity. */
const amount = z.number({ error: validationMessages.number });
const text = (maxLength = maxTextLength) => z.string({ error: validationMessages.text }).max(maxLength, { error: tooLong(maxLength) });
/** '' (not yet entered) or an existing date as `YYYY-MM-DD`. */
const dateText = z.string({ error: validationMessages.date }).refine((value) => value === '' || parseDate(value) !== null, { error: validationMessages.date });
const list = <T extends z.ZodType>(entry: T, maxEntries: number) =>
  z.array(entry, { error: validationMessages.list }).max(maxEntries, { error: tooManyEntries(maxEntries) });
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? validationMessages.unknownField : validationMessages.object) });

/** A loan tranche as stored (docs/spec/product-spec.md section 3); valuationDate and leverage are derived and ignored. */
export const trancheSchema = strict({
  valuationDate: dateText.nullish(),
  leverage: amount.nullish(),
  value: amount.nullish(),
  baseRate: amount.nullish(),
  interest: amount.nullish(),
  durationYears: amount.nullish(),
  amortizationYears: amount.nullish(),
  disbursementDate: dateText.nullish(),
});
export type CashflowTranche = z.infer<typeof trancheSchema>;

/**
 * A cashflow as it may be stored and edited (docs/spec/product-spec.md section 3): a draft, so every field is
 * optional and nullable; only the shape is checked here, the rules of docs/spec/calculation.md section 2 are
 * checked by `validateForCalculation`. Unknown fields are rejected so nothing unlisted is stored.
 */
export const cashflowSchema = strict({
  id: text(100).nullish(),
  ownerId: text(100).nullish(),
  updated: text(40).nullish(),
  valuationDate: dateText.nullish(),
  currency: text(20).nullish(),
  title: text().nullish(),
  shipType: text().nullish(),
  economicUsefulLifeYears: amount.nullish(),
  shipName: text().nullish(),
  clarksonsSegment: text().nullish(),
  imoNumber: text(20).nullish(),
  purchasePriceAtConstructionCurr: amount.nullish(),
  constructionDate: dateText.nullish(),
  currentMarketPriceNewBuildCurr: amount.nullish(),
  lightWeightTonnage: amount.nullish(),
  deadWeightTonnage: amount.nullish(),
  steelPricePerTonCurr: amount.nullish(),
  steelPriceInflationRate: amount.nullish(),
  scrapCostCurr: amount.nullish(),
  transferCostCurr: amount.nullish(),
  transferQuote: amount.nullish(),
  brokerValueEsimationsCurr: list(amount, 50).nullish(),
  brokerEvaluationType: list(text(), 50).nullish(),
  commissionsQuote: amount.nullish(),
  transactionCostsCurr: amount.nullish(),
  purchaseDate: dateText.nullish(),
  ownerValueEnvisagedCurr: amount.nullish(),
  ownerValueLatestAssessmentDate: dateText.nullish(),
  ownerLastPhysicalInspectionDate: dateText.nullish(),
  averageTimeCharterCurr: amount.nullish(),
  currentTimeCharterCurr: amount.nullish(),
  annualTimeCharterIncrease: amount.nullish(),
  currentTimeCharterStartDate: dateText.nullish(),
  currentTimeCharterEndDate: dateText.nullish(),
  expectedFutureCharterCurr: amount.nullish(),
  freightCommission: amount.nullish(),
  offHireDaysPerYear: amount.nullish(),
  opexPerDayCurr: amount.nullish(),
  opexEscalationRate: amount.nullish(),
  opexLatestAssessmentDate: dateText.nullish(),
  opexAdministrationFeeQuote: amount.nullish(),
  opexTechnicalFeeQuote: amount.nullish(),
  opexAuditingTaxAdviseCurr: amount.nullish(),
  dockingIntervalYears: amount.nullish(),
  dockingDays: amount.nullish(),
  dockingCostCurr: amount.nullish(),
  lastDockingDate: dateText.nullish(),
  freshLiquidityCurr: amount.nullish(),
  freshLiquidityRate: amount.nullish(),
  cashReserveAccountCurr: amount.nullish(),
  dryDockingReserveAccount: amount.nullish(),
  equityYield: amount.nullish(),
  discountRate: amount.nullish(),
  leverage: amount.nullish(),
  tranches: list(trancheSchema, 20).nullish(),
  readonlyIds: list(z.uuid({ error: validationMessages.uuid }), 20).nullish(),
  dayCountConvention: amount
    .int({ error: validationMessages.wholeNumber })
    .min(0, { error: outOfRange({ min: 0, max: 4 }) })
    .max(4, { error: outOfRange({ min: 0, max: 4 }) })
    .nullish(),
});
export type Cashflow = z.infer<typeof cashflowSchema>;

type DefaultedField = keyof typeof cashflowDefaults;

/** A field is missing when it is absent, null or an empty text; 0 is a value (docs/spec/calculation.md section 2). */
export function isMissing(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

function isDefaultedField(field: string): field is DefaultedField {
  return Object.hasOwn(cashflowDefaults, field);
}

function fillMissing<K extends DefaultedField>(cashflow: Cashflow, field: K): void {
  if (isMissing(cashflow[field])) cashflow[field] = cashflowDefaults[field];
}

/** A copy of a cashflow with every missing field that has a default filled in, for forms; given values (0 too) stay. */
export function withDefaults(cashflow: Cashflow): Cashflow {
  const filled: Cashflow = { ...cashflow };
  for (const field of Object.keys(cashflowDefaults)) if (isDefaultedField(field)) fillMissing(filled, field);
  if (cashflow.tranches) {
    filled.tranches = cashflow.tranches.map((tranche) => ({
      ...tranche,
      baseRate: isMissing(tranche.baseRate) ? trancheDefaults.baseRate : tranche.baseRate,
      interest: isMissing(tranche.interest) ? trancheDefaults.interest : tranche.interest,
    }));
  }
  return filled;
}
