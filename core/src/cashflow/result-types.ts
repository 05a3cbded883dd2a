/** Dates in results are `YYYY-MM-DD` texts; numbers are unrounded; null marks an undefined value. */
export type DateText = string;

export type TrancheDerived = {
  maturityDate: DateText;
  nominalInterestRate: number;
  remainingDurationYears: number;
  leverage: number;
  maturesAfterEndOfLife: boolean;
  /** The repayment profile in years (durationYears when none was given). */
  amortizationYears: number;
  /** B: what the profile leaves at maturity (section 6), reported for every tranche. */
  balloon: number;
  /** out_i(T): the tranche's balance at the acquisition date, its part of D_T that pays for the purchase (section 3). */
  drawnAtAcquisition: number;
};

/** The static derived values of docs/spec/calculation.md section 3. */
export type Derived = {
  endOfUsefulLifeDate: DateText;
  vesselAgeDays: number;
  vesselAgeYears: number;
  remainingUsefulLifeYears: number;
  residualValue: number;
  residualValueAtEndOfLife: number;
  bookValue: number | null;
  secondHandPrice: number;
  commissions: number;
  /** The transaction costs of the purchase, the third part of TAC. */
  transactionCosts: number;
  totalAcquisitionCost: number;
  ownerValueToday: number | null;
  impliedNewBuildPriceBrokers: number | null;
  impliedNewBuildPriceOwners: number | null;
  charterRateRatio: number | null;
  expectedFutureCharterStartDate: DateText | null;
  expectedFutureCharterEndDate: DateText | null;
  nextDockingDate: DateText | null;
  /** T: the purchaseDate when it lies after V, else V. */
  acquisitionDate: DateText;
  equity: number;
  /** D_T: the loans drawn to pay the purchase. */
  debtAtAcquisition: number;
  /** TAC − D_T: the equity the purchase needs at T (negative when the loans exceed the price). */
  requiredEquity: number;
  /** max(0, TAC − D_T − E): what the equity lacks at T. */
  equityShortfall: number;
  /** D_T / SH: the loan-to-value at drawdown, to compare with leverage. */
  ltvAtAcquisition: number;
  tranchesValue: number;
  equityRate: number | null;
  loanToValue: number;
  costOfDebt: number;
  wacc: number;
  /** ρ: the cashflow's discountRate when given, else the WACC. */
  discountRate: number;
  maxDebtByLeverage: number;
  debtCapacityEndDate: DateText;
  debtCapacityMaturityYears: number;
  tranches: TrancheDerived[];
};

/** The operating sums that periods and years share (docs/spec/calculation.md section 5). */
export type OperatingSums = {
  days: number;
  onHireDays: number;
  grossRevenue: number;
  commission: number;
  administrationFee: number;
  technicalFee: number;
  opex: number;
  auditingTaxAdvice: number;
  docking: number;
  cfads: number;
  interest: number;
  principal: number;
  debtService: number;
  /** Balloons repaid in it: paid by equity and liquidity, not part of debt service (section 6). */
  balloon: number;
  disbursement: number;
  /** The total acquisition cost, in the period of T when the purchase completes after V (section 5). */
  acquisition: number;
  presentValue: number;
  equityCashflow: number;
};

export type Period = OperatingSums & {
  start: DateText;
  end: DateText;
  debtOutstanding: number;
  discountFactor: number;
  liquidity: number;
  linearValue: number;
  ltv: number | null;
};

export type Year = OperatingSums & {
  year: number;
  start: DateText;
  end: DateText;
  debtOutstanding: number;
  liquidity: number;
  dscr: number | null;
  cashBreakevenRate: number | null;
};

/** One covenant test date of docs/spec/calculation.md section 8a. */
export type CovenantTest = {
  date: DateText;
  debtOutstanding: number;
  /** The period's linear value: the market value of the deterministic scenarios. */
  marketValue: number;
  /** marketValue / debtOutstanding. */
  securityCover: number;
  /** max(0, debt − max(marketValue, 0) / minimumValueClause): the prepayment that restores the clause. */
  cureAmount: number;
  /** Σ cfads / Σ debtService over the twelve periods ending at the date that carry debt service; null without any. */
  trailingDscr: number | null;
  liquidity: number;
  minimumValueClauseBreached: boolean;
  /** False without a DSCR covenant. */
  dscrCovenantBreached: boolean;
  /** False without a liquidity covenant. */
  liquidityCovenantBreached: boolean;
};

/** The key figures of docs/spec/calculation.md section 8. */
export type Kpis = {
  dcfValue: number;
  projectNpv: number;
  projectIrr: number | null;
  /** How many candidate roots the IRR procedure found; more than 1 warns that the IRR is ambiguous. */
  projectIrrRoots: number;
  equityNpv: number;
  equityIrr: number | null;
  equityIrrRoots: number;
  minDscr: number | null;
  avgDscr: number | null;
  maxLtv: number | null;
  /** The first test date at which the minimum value clause is breached. */
  covenantBreachDate: DateText | null;
  /** The smallest security cover and the largest cure amount over the test dates; null without test dates. */
  minSecurityCover: number | null;
  maxCureAmount: number | null;
  /** The smallest trailing DSCR over the test dates; null without a DSCR covenant. */
  minTrailingDscr: number | null;
  dscrCovenantBreachDate: DateText | null;
  liquidityCovenantBreachDate: DateText | null;
  minLiquidity: number;
  liquidityShortfallDate: DateText | null;
  breakevenCharterRate: number | null;
  avgCashBreakevenRate: number | null;
  /** The largest of the years' cash break-even rates: the year that needs the highest charter rate. */
  maxCashBreakevenRate: number | null;
  /** The largest B / linearValue(t1) of a single tranche, or what it owes at EOL: the refinancing risk at maturity. */
  maxBalloonLtv: number | null;
  paybackDate: DateText | null;
  discountedPaybackDate: DateText | null;
};

/** The two fixed scenarios of docs/spec/calculation.md section 9, then the cashflow's user scenarios. */
export type Scenario = 'base' | 'longTermAverage' | 'user';

/** One scenario's results; `name` is the user scenario's name and present exactly on user results. */
export type ScenarioResult = {
  scenario: Scenario;
  name?: string;
  derived: Derived;
  kpis: Kpis;
  periods: Period[];
  years: Year[];
  covenantTests: CovenantTest[];
};
