import type { DayCountBasis } from '../dates/year-fraction';
import type { DayNumber } from '../dates/day-number';
import type { cashflowFieldSpecs } from './cashflow-fields';

/** A loan tranche as the engine uses it: validated, defaults applied, dates as day numbers. */
export type ModelTranche = {
  value: number;
  baseRate: number;
  interest: number;
  durationYears: number;
  /** The repayment profile; durationYears when missing, never shorter (docs/spec/calculation.md section 6). */
  amortizationYears: number;
  /** The acquisition date T when the tranche has none (docs/spec/calculation.md section 2). */
  disbursementDate: DayNumber;
};

/** The current time charter; present only when its rate, start and end are all given. */
export type CurrentCharter = { rate: number; startDate: DayNumber; endDate: DayNumber };

/** The months between two covenant test dates: the options of the field catalogue (docs/spec/calculation.md section 2). */
export type CovenantTestMonths = (typeof cashflowFieldSpecs.covenantTestMonths.options)[number];

/**
 * A cashflow as the engine calculates it: every rule of docs/spec/calculation.md section 2 holds, every missing
 * field has its default, every date is a day number. Only `validateForCalculation` makes one.
 */
export type ModelInput = {
  valuationDate: DayNumber;
  constructionDate: DayNumber;
  /** T: the purchaseDate when it lies after V, else V (section 2); the ship is the buyer's from T. */
  acquisitionDate: DayNumber;
  economicUsefulLifeYears: number;
  dayCountConvention: DayCountBasis;
  purchasePriceAtConstructionCurr: number | null;
  lightWeightTonnage: number;
  steelPricePerTonCurr: number;
  steelPriceInflationRate: number;
  scrapCostCurr: number;
  transferCostCurr: number;
  transferQuote: number;
  brokerValueEsimationsCurr: number[];
  commissionsQuote: number;
  transactionCostsCurr: number;
  ownerValueEnvisagedCurr: number | null;
  ownerValueLatestAssessmentDate: DayNumber;
  averageTimeCharterCurr: number;
  currentCharter: CurrentCharter | null;
  annualTimeCharterIncrease: number;
  expectedFutureCharterCurr: number;
  freightCommission: number;
  offHireDaysPerYear: number;
  opexPerDayCurr: number;
  opexEscalationRate: number;
  opexLatestAssessmentDate: DayNumber;
  opexAdministrationFeeQuote: number;
  opexTechnicalFeeQuote: number;
  opexAuditingTaxAdviseCurr: number;
  dockingIntervalYears: number;
  dockingDays: number;
  dockingCostCurr: number;
  /** The anchor of the docking cycle; null counts it from the construction date (section 4). */
  lastDockingDate: DayNumber | null;
  freshLiquidityCurr: number;
  freshLiquidityRate: number;
  cashReserveAccountCurr: number;
  dryDockingReserveAccount: number;
  equityYield: number;
  /** A central discount rate that replaces the WACC for the valuation; null: the WACC (section 3). */
  discountRate: number | null;
  leverage: number;
  tranches: ModelTranche[];
  /** The security cover the loan agreement requires: market value ≥ minimumValueClause × debt (section 8a). */
  minimumValueClause: number;
  /** The trailing twelve-month DSCR the loan agreement requires; null: no DSCR covenant (section 8a). */
  dscrCovenant: number | null;
  /** The cash the loan agreement requires at every test date; null: no liquidity covenant (section 8a). */
  minimumLiquidityCovenantCurr: number | null;
  covenantTestMonths: CovenantTestMonths;
};
