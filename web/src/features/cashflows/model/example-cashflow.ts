import type { Cashflow } from '@keelson/core';

/**
 * The input of the worked example (docs/spec/calculation.md section 10, core/examples/calculation-example.json),
 * offered by "Load example" so that a visitor sees results at once. A test keeps it identical to core's
 * fixture; it is copied rather than imported so that the page does not ship the fixture's expected results.
 */
export const exampleCashflow = {
  title: 'Kamsarmax bulk carrier, secondhand purchase',
  currency: 'USD',
  shipType: 'BULK_KAMSARMAX',
  shipName: 'Example Trader',
  imoNumber: '9395044',
  valuationDate: '2026-07-01',
  constructionDate: '2012-03-15',
  economicUsefulLifeYears: 25,
  dayCountConvention: 0,
  purchasePriceAtConstructionCurr: 36_000_000,
  currentMarketPriceNewBuildCurr: 37_500_000,
  lightWeightTonnage: 13_800,
  deadWeightTonnage: 82_000,
  steelPricePerTonCurr: 450,
  steelPriceInflationRate: 0.02,
  scrapCostCurr: 50_000,
  transferCostCurr: 100_000,
  transferQuote: 1,
  brokerValueEsimationsCurr: [16_500_000, 17_250_000, 16_800_000],
  commissionsQuote: 0.01,
  transactionCostsCurr: 50_000,
  ownerValueEnvisagedCurr: 18_000_000,
  ownerValueLatestAssessmentDate: '2026-01-01',
  averageTimeCharterCurr: 13_500,
  currentTimeCharterCurr: 15_250,
  annualTimeCharterIncrease: 0.01,
  currentTimeCharterStartDate: '2025-10-01',
  currentTimeCharterEndDate: '2027-03-31',
  expectedFutureCharterCurr: 14_000,
  freightCommission: 0.025,
  offHireDaysPerYear: 10,
  opexPerDayCurr: 6_200,
  opexEscalationRate: 0.02,
  opexLatestAssessmentDate: '2026-01-01',
  opexAdministrationFeeQuote: 0.015,
  opexTechnicalFeeQuote: 0.01,
  opexAuditingTaxAdviseCurr: 20_000,
  dockingIntervalYears: 5,
  dockingDays: 14,
  dockingCostCurr: 1_200_000,
  lastDockingDate: '2024-09-10',
  freshLiquidityCurr: 8_000_000,
  freshLiquidityRate: 0.02,
  cashReserveAccountCurr: 500_000,
  dryDockingReserveAccount: 250_000,
  equityYield: 0.1,
  leverage: 0.6,
  tranches: [
    { value: 6_500_000, baseRate: 0.04, interest: 0.025, durationYears: 7, amortizationYears: 12, disbursementDate: '2026-07-01' },
    { value: 3_000_000, baseRate: 0.04, interest: 0.03, durationYears: 5, disbursementDate: '2026-07-01' },
  ],
} satisfies Cashflow;

/**
 * A fresh copy, so that editing the loaded example never changes this constant; its title and ship name in the reader's
 * language (the figures are the fixture's).
 */
export function loadExampleCashflow(words: { title: string; shipName: string } = exampleCashflow): Cashflow {
  return { ...structuredClone(exampleCashflow), title: words.title, shipName: words.shipName };
}
