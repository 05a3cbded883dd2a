import { z } from 'zod';
import { metricValuesSchema } from '../utility-analysis/answer-score';
import { cashflowSchema } from './cashflow-schema';
import { cashflowSummarySchema } from './cashflow-summary';

/**
 * The cashflow calls of docs/spec/product-spec.md section 7. A body is a draft cashflow (`cashflowSchema`); the
 * server keeps id, owner and `updated` itself and takes `updated` from a PUT body only to refuse a
 * stale update.
 */
export const savedCashflowSchema = cashflowSchema.extend({
  id: z.uuid(),
  ownerId: z.uuid(),
  updated: z.iso.datetime(),
  readonlyIds: z.array(z.uuid()),
});
export type SavedCashflow = z.infer<typeof savedCashflowSchema>;

/** `GET /api/cashflow`: an administrator sees every cashflow with its owner's e-mail. */
export const cashflowListItemSchema = savedCashflowSchema.extend({
  ownerEmail: z.string().optional(),
  /** The base scenario's headline figures as of the last save; null when the cashflow could not be calculated then. */
  summary: cashflowSummarySchema.nullable(),
  /**
   * The metrics a utility analysis reads from this cashflow when an alternative links it (docs/spec/utility-analysis.md
   * section 1), as of the last save, the same stored figures every ranking reads; null when it could not be calculated.
   */
  metrics: metricValuesSchema.nullable(),
});
export type CashflowListItem = z.infer<typeof cashflowListItemSchema>;
export const cashflowListSchema = z.array(cashflowListItemSchema);

/** What a read-only link shows: the cashflow without its id, owner or other links. */
export const readonlyCashflowSchema = cashflowSchema.omit({ id: true, ownerId: true, readonlyIds: true });
export type ReadonlyCashflow = z.infer<typeof readonlyCashflowSchema>;

const date = z.string();
const money = z.number();
const nullableNumber = z.number().nullable();

const operatingSums = {
  days: z.number(),
  onHireDays: z.number(),
  grossRevenue: money,
  commission: money,
  administrationFee: money,
  technicalFee: money,
  opex: money,
  auditingTaxAdvice: money,
  docking: money,
  cfads: money,
  interest: money,
  principal: money,
  debtService: money,
  balloon: money,
  disbursement: money,
  acquisition: money,
  presentValue: money,
  equityCashflow: money,
};

/** The engine's result list (docs/spec/calculation.md section 9), as the calculate calls answer it. */
export const scenarioResultSchema = z.object({
  scenario: z.enum(['base', 'longTermAverage', 'user']),
  /** A user scenario's name: present exactly on user results. */
  name: z.string().optional(),
  derived: z.object({
    endOfUsefulLifeDate: date,
    vesselAgeDays: z.number(),
    vesselAgeYears: z.number(),
    remainingUsefulLifeYears: z.number(),
    residualValue: money,
    residualValueAtEndOfLife: money,
    bookValue: nullableNumber,
    secondHandPrice: money,
    commissions: money,
    transactionCosts: money,
    totalAcquisitionCost: money,
    ownerValueToday: nullableNumber,
    impliedNewBuildPriceBrokers: nullableNumber,
    impliedNewBuildPriceOwners: nullableNumber,
    charterRateRatio: nullableNumber,
    expectedFutureCharterStartDate: date.nullable(),
    expectedFutureCharterEndDate: date.nullable(),
    nextDockingDate: date.nullable(),
    acquisitionDate: date,
    equity: money,
    debtAtAcquisition: money,
    requiredEquity: money,
    equityShortfall: money,
    ltvAtAcquisition: z.number(),
    tranchesValue: money,
    equityRate: nullableNumber,
    loanToValue: z.number(),
    costOfDebt: z.number(),
    wacc: z.number(),
    discountRate: z.number(),
    maxDebtByLeverage: money,
    debtCapacityEndDate: date,
    debtCapacityMaturityYears: z.number(),
    tranches: z.array(
      z.object({
        maturityDate: date,
        nominalInterestRate: z.number(),
        remainingDurationYears: z.number(),
        leverage: z.number(),
        maturesAfterEndOfLife: z.boolean(),
        amortizationYears: z.number(),
        balloon: money,
        drawnAtAcquisition: money,
      }),
    ),
  }),
  kpis: z.object({
    dcfValue: money,
    projectNpv: money,
    projectIrr: nullableNumber,
    projectIrrRoots: z.number().int(),
    equityNpv: money,
    equityIrr: nullableNumber,
    equityIrrRoots: z.number().int(),
    minDscr: nullableNumber,
    avgDscr: nullableNumber,
    maxLtv: nullableNumber,
    covenantBreachDate: date.nullable(),
    minSecurityCover: nullableNumber,
    maxCureAmount: nullableNumber,
    minTrailingDscr: nullableNumber,
    dscrCovenantBreachDate: date.nullable(),
    liquidityCovenantBreachDate: date.nullable(),
    minLiquidity: money,
    liquidityShortfallDate: date.nullable(),
    breakevenCharterRate: nullableNumber,
    avgCashBreakevenRate: nullableNumber,
    maxCashBreakevenRate: nullableNumber,
    maxBalloonLtv: nullableNumber,
    paybackDate: date.nullable(),
    discountedPaybackDate: date.nullable(),
  }),
  periods: z.array(
    z.object({
      start: date,
      end: date,
      ...operatingSums,
      debtOutstanding: money,
      discountFactor: z.number(),
      liquidity: money,
      linearValue: money,
      ltv: nullableNumber,
    }),
  ),
  years: z.array(
    z.object({
      year: z.number(),
      start: date,
      end: date,
      ...operatingSums,
      debtOutstanding: money,
      liquidity: money,
      dscr: nullableNumber,
      cashBreakevenRate: nullableNumber,
    }),
  ),
  /** The covenant test dates of section 8a, in date order. */
  covenantTests: z.array(
    z.object({
      date,
      debtOutstanding: money,
      marketValue: money,
      securityCover: z.number(),
      cureAmount: money,
      trailingDscr: nullableNumber,
      liquidity: money,
      minimumValueClauseBreached: z.boolean(),
      dscrCovenantBreached: z.boolean(),
      liquidityCovenantBreached: z.boolean(),
    }),
  ),
});
export const scenarioResultListSchema = z.array(scenarioResultSchema);
