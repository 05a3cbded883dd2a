import { atLeastZero, greaterThanZero, growthRate, loanYears, quote, share, type FieldSpec } from './field-catalogue-types';

const text = { kind: 'text', maxLength: 200, required: false, calculation: 'ignored' } as const;
const amount = { kind: 'money', unit: 'money', bounds: atLeastZero, required: false, calculation: 'rule' } as const;
const date = { kind: 'date', required: false, calculation: 'own' } as const;
const rate = { kind: 'rate', unit: 'percent', required: false, calculation: 'rule' } as const;

/**
 * Every stored field of a cashflow (docs/spec/product-spec.md section 3, and calculation.md section 2 for
 * dayCountConvention, lastDockingDate, discountRate and the covenants) but the record's own id, owner, stamp and links.
 */
export const cashflowFieldSpecs = {
  // vessel
  title: { ...text, section: 'vessel', order: 1 },
  shipType: { ...text, section: 'vessel', order: 2 },
  shipName: { ...text, section: 'vessel', order: 3 },
  imoNumber: { ...text, maxLength: 20, section: 'vessel', order: 4 },
  clarksonsSegment: { ...text, section: 'vessel', order: 5 },
  constructionDate: { ...date, required: true, section: 'vessel', order: 6 },
  economicUsefulLifeYears: {
    kind: 'count',
    unit: 'years',
    default: 22,
    bounds: { min: 1, max: 60 },
    integer: true,
    required: false,
    calculation: 'own',
    section: 'vessel',
    order: 7,
  },
  deadWeightTonnage: { kind: 'number', unit: 'tonnes', bounds: atLeastZero, required: false, calculation: 'ignored', section: 'vessel', order: 8 },
  lightWeightTonnage: { kind: 'number', unit: 'tonnes', bounds: greaterThanZero, required: true, calculation: 'rule', section: 'vessel', order: 9 },
  purchasePriceAtConstructionCurr: { ...amount, section: 'vessel', order: 10 },
  currentMarketPriceNewBuildCurr: { ...amount, section: 'vessel', order: 11 },
  // market
  valuationDate: { ...date, required: true, section: 'market', order: 1 },
  currency: { ...text, maxLength: 20, default: 'USD', section: 'market', order: 2 },
  dayCountConvention: {
    kind: 'choice',
    default: 0,
    options: [0, 1, 2, 3, 4],
    bounds: { min: 0, max: 4 },
    integer: true,
    required: false,
    calculation: 'own',
    section: 'market',
    order: 3,
  },
  brokerValueEsimationsCurr: {
    kind: 'list',
    unit: 'money',
    entry: 'money',
    maxEntries: 50,
    bounds: greaterThanZero,
    required: true,
    calculation: 'own',
    section: 'market',
    order: 4,
  },
  brokerEvaluationType: { kind: 'list', entry: 'text', maxEntries: 50, maxLength: 200, required: false, calculation: 'ignored', section: 'market', order: 5 },
  steelPricePerTonCurr: { ...amount, unit: 'moneyPerTon', default: 200, section: 'market', order: 6 },
  steelPriceInflationRate: { ...rate, default: 0.02, bounds: growthRate, section: 'market', order: 7 },
  scrapCostCurr: { ...amount, default: 50_000, section: 'market', order: 8 },
  transferCostCurr: { ...amount, default: 100_000, section: 'market', order: 9 },
  transferQuote: { ...rate, default: 1, bounds: share, section: 'market', order: 10 },
  commissionsQuote: { ...rate, default: 0.01, bounds: quote, section: 'market', order: 11 },
  transactionCostsCurr: { ...amount, default: 50_000, section: 'market', order: 12 },
  purchaseDate: { ...date, section: 'market', order: 13 },
  ownerValueEnvisagedCurr: { ...amount, section: 'market', order: 14 },
  ownerValueLatestAssessmentDate: { ...date, defaultFrom: 'valuationDate', section: 'market', order: 15 },
  ownerLastPhysicalInspectionDate: { ...date, section: 'market', order: 16 },
  // charter
  averageTimeCharterCurr: { ...amount, unit: 'moneyPerDay', required: true, section: 'charter', order: 1 },
  currentTimeCharterCurr: { ...amount, unit: 'moneyPerDay', calculation: 'own', section: 'charter', order: 2 },
  currentTimeCharterStartDate: { ...date, section: 'charter', order: 3 },
  currentTimeCharterEndDate: { ...date, section: 'charter', order: 4 },
  annualTimeCharterIncrease: { ...rate, default: 0, bounds: growthRate, section: 'charter', order: 5 },
  expectedFutureCharterCurr: { ...amount, unit: 'moneyPerDay', defaultFrom: 'averageTimeCharterCurr', calculation: 'own', section: 'charter', order: 6 },
  freightCommission: { ...rate, default: 0.025, bounds: quote, section: 'charter', order: 7 },
  offHireDaysPerYear: {
    kind: 'number',
    unit: 'daysPerYear',
    default: 10,
    bounds: { min: 0, max: 365 },
    required: false,
    calculation: 'rule',
    section: 'charter',
    order: 8,
  },
  // operating costs
  opexPerDayCurr: { ...amount, unit: 'moneyPerDay', required: true, section: 'operatingCosts', order: 1 },
  opexEscalationRate: { ...rate, default: 0.02, bounds: growthRate, section: 'operatingCosts', order: 2 },
  opexLatestAssessmentDate: { ...date, defaultFrom: 'valuationDate', section: 'operatingCosts', order: 3 },
  opexAdministrationFeeQuote: { ...rate, default: 0.015, bounds: quote, section: 'operatingCosts', order: 4 },
  opexTechnicalFeeQuote: { ...rate, default: 0.01, bounds: quote, section: 'operatingCosts', order: 5 },
  opexAuditingTaxAdviseCurr: { ...amount, unit: 'moneyPerYear', default: 20_000, section: 'operatingCosts', order: 6 },
  // docking
  dockingIntervalYears: {
    kind: 'count',
    unit: 'years',
    default: 5,
    bounds: { min: 1 },
    integer: true,
    required: false,
    calculation: 'rule',
    section: 'docking',
    order: 1,
  },
  dockingDays: {
    kind: 'count',
    unit: 'days',
    default: 10,
    bounds: atLeastZero,
    integer: true,
    required: false,
    calculation: 'rule',
    section: 'docking',
    order: 2,
  },
  dockingCostCurr: { ...amount, default: 0, section: 'docking', order: 3 },
  lastDockingDate: { ...date, section: 'docking', order: 4 },
  // financing
  leverage: { ...rate, default: 0.6, bounds: share, section: 'financing', order: 1 },
  tranches: { kind: 'list', entry: 'tranche', maxEntries: 20, required: false, calculation: 'own', section: 'financing', order: 2 },
  // equity
  freshLiquidityCurr: { ...amount, default: 0, section: 'equity', order: 1 },
  freshLiquidityRate: { ...rate, default: 0, bounds: quote, section: 'equity', order: 2 },
  cashReserveAccountCurr: { ...amount, default: 500_000, section: 'equity', order: 3 },
  dryDockingReserveAccount: { ...amount, default: 0, section: 'equity', order: 4 },
  equityYield: { ...rate, bounds: share, required: true, section: 'equity', order: 5 },
  discountRate: { ...rate, bounds: share, section: 'equity', order: 6 },
  // covenants (calculation.md sections 2 and 8a): what the loan agreement requires on every test date
  minimumValueClause: { kind: 'number', default: 1.3, bounds: { min: 1, max: 5 }, required: false, calculation: 'rule', section: 'covenants', order: 1 },
  dscrCovenant: { kind: 'number', bounds: { min: 0, max: 10 }, required: false, calculation: 'rule', section: 'covenants', order: 2 },
  minimumLiquidityCovenantCurr: { ...amount, section: 'covenants', order: 3 },
  covenantTestMonths: {
    kind: 'choice',
    default: 6,
    options: [1, 3, 6, 12],
    bounds: { min: 1, max: 12 },
    integer: true,
    required: false,
    calculation: 'own',
    section: 'covenants',
    order: 4,
  },
} as const satisfies Record<string, FieldSpec>;

/** Every stored field of a loan tranche (docs/spec/product-spec.md section 3, calculation.md section 2). */
export const trancheFieldSpecs = {
  value: { ...amount, bounds: greaterThanZero, required: true, section: 'financing', order: 1 },
  baseRate: { ...rate, default: 0.04, bounds: quote, section: 'financing', order: 2 },
  interest: { ...rate, default: 0.025, bounds: quote, section: 'financing', order: 3 },
  durationYears: {
    kind: 'number',
    unit: 'years',
    bounds: loanYears,
    required: true,
    calculation: 'own',
    section: 'financing',
    order: 4,
  },
  amortizationYears: {
    kind: 'number',
    unit: 'years',
    defaultFrom: 'durationYears',
    bounds: loanYears,
    required: false,
    calculation: 'own',
    section: 'financing',
    order: 5,
  },
  disbursementDate: { ...date, defaultFrom: 'valuationDate', section: 'financing', order: 6 },
  // Stored with a tranche but derived (calculation.md section 2): the calculation ignores them and the form does not offer them.
  valuationDate: { ...date, calculation: 'ignored', section: null, order: 7 },
  leverage: { kind: 'rate', unit: 'percent', required: false, calculation: 'ignored', section: null, order: 8 },
} as const satisfies Record<string, FieldSpec>;
