import { describe, expect, it } from 'vitest';
import { alternativeMetrics, draftCashflowFromStorage, metricsOfCashflow } from './metrics';

/** The worked example's input (shared/spec/calculation-example.json). */
const example: Record<string, unknown> = {
  title: 'Kamsarmax bulk carrier, secondhand purchase',
  currency: 'USD',
  shipType: 'BULK_KAMSARMAX',
  shipName: 'Example Trader',
  imoNumber: '9395044',
  valuationDate: '2026-07-01',
  constructionDate: '2012-03-15',
  economicUsefulLifeYears: 25,
  dayCountConvention: 0,
  purchasePriceAtConstructionCurr: 36000000,
  currentMarketPriceNewBuildCurr: 37500000,
  lightWeightTonnage: 13800,
  deadWeightTonnage: 82000,
  steelPricePerTonCurr: 450,
  steelPriceInflationRate: 0.02,
  scrapCostCurr: 50000,
  transferCostCurr: 100000,
  transferQuote: 1,
  brokerValueEsimationsCurr: [16500000, 17250000, 16800000],
  commissionsQuote: 0.01,
  transactionCostsCurr: 50000,
  ownerValueEnvisagedCurr: 18000000,
  ownerValueLatestAssessmentDate: '2026-01-01',
  averageTimeCharterCurr: 13500,
  currentTimeCharterCurr: 15250,
  annualTimeCharterIncrease: 0.01,
  currentTimeCharterStartDate: '2025-10-01',
  currentTimeCharterEndDate: '2027-03-31',
  expectedFutureCharterCurr: 14000,
  freightCommission: 0.025,
  offHireDaysPerYear: 10,
  opexPerDayCurr: 6200,
  opexEscalationRate: 0.02,
  opexLatestAssessmentDate: '2026-01-01',
  opexAdministrationFeeQuote: 0.015,
  opexTechnicalFeeQuote: 0.01,
  opexAuditingTaxAdviseCurr: 20000,
  dockingIntervalYears: 5,
  dockingDays: 14,
  dockingCostCurr: 1200000,
  freshLiquidityCurr: 8000000,
  freshLiquidityRate: 0.02,
  cashReserveAccountCurr: 500000,
  dryDockingReserveAccount: 250000,
  equityYield: 0.1,
  leverage: 0.6,
  tranches: [
    { value: 6500000, baseRate: 0.04, interest: 0.025, durationYears: 7, disbursementDate: '2026-07-01' },
    { value: 3000000, baseRate: 0.04, interest: 0.03, durationYears: 5, disbursementDate: '2026-07-01' },
  ],
};

describe('draftCashflowFromStorage', () => {
  it('reads .state.draft of the persisted cashflow store and drops empty broker entries', () => {
    const text = JSON.stringify({ state: { draft: { title: 'x', brokerValueEsimationsCurr: [1, null] }, saved: null }, version: 1 });
    expect(draftCashflowFromStorage(text)).toEqual({ title: 'x', brokerValueEsimationsCurr: [1] });
  });
  it('gives null for nothing or garbage', () => {
    expect(draftCashflowFromStorage(null)).toBeNull();
    expect(draftCashflowFromStorage('{')).toBeNull();
    expect(draftCashflowFromStorage('{"state":{}}')).toBeNull();
  });
});

describe('metricsOfCashflow', () => {
  it('computes the metrics of a valid cashflow', () => {
    const metrics = metricsOfCashflow(example);
    expect(metrics).not.toBeNull();
    expect(Object.keys(metrics ?? {})).toEqual(['priceToDcfValue', 'minDscr', 'maxLtv', 'cashBreakevenToAverageCharter', 'ageToUsefulLife']);
  });
  it('gives null for an incomplete cashflow', () => {
    expect(metricsOfCashflow({})).toBeNull();
    expect(metricsOfCashflow(null)).toBeNull();
  });
});

describe('alternativeMetrics', () => {
  it('resolves saved and draft links per alternative', () => {
    const metrics = alternativeMetrics({
      alternatives: [{ id: 'a', useDraftCashflow: true }, { id: 'b', cashflowId: 'c1' }, { id: 'c', cashflowId: 'missing' }, { id: 'd' }],
      cashflows: [{ ...example, id: 'c1' }],
      draftCashflow: example,
    });
    expect(Object.keys(metrics)).toEqual(['a', 'b']);
    expect(metrics.a).toEqual(metrics.b);
  });
});
