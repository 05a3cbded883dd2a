import type { Derived } from '@keelson/core';
import type { PlainField } from './field-specs';

/** The fields with editors of their own: a select filled from the server, choices, and the two lists. */
export type SpecialField = 'shipType' | 'currency' | 'dayCountConvention' | 'brokerValueEsimationsCurr' | 'tranches';
export type SectionItem = PlainField | SpecialField;
/** The single static values of docs/spec/calculation.md section 3 (per-tranche values are shown by the tranche editor). */
export type DerivedName = Exclude<keyof Derived, 'tranches'>;

export type SectionId = 'vessel' | 'market' | 'charter' | 'operatingCosts' | 'docking' | 'financing' | 'equity';
export type Section = { id: SectionId; items: readonly SectionItem[]; derived: readonly DerivedName[] };

/** The form's sections in order: their fields, and the derived values shown beside them. */
export const sections: readonly Section[] = [
  {
    id: 'vessel',
    items: [
      'title',
      'shipType',
      'shipName',
      'imoNumber',
      'clarksonsSegment',
      'constructionDate',
      'economicUsefulLifeYears',
      'deadWeightTonnage',
      'lightWeightTonnage',
      'purchasePriceAtConstructionCurr',
      'currentMarketPriceNewBuildCurr',
    ],
    derived: ['endOfUsefulLifeDate', 'vesselAgeDays', 'vesselAgeYears', 'remainingUsefulLifeYears', 'residualValue', 'residualValueAtEndOfLife', 'bookValue'],
  },
  {
    id: 'market',
    items: [
      'valuationDate',
      'currency',
      'dayCountConvention',
      'brokerValueEsimationsCurr',
      'steelPricePerTonCurr',
      'steelPriceInflationRate',
      'scrapCostCurr',
      'transferCostCurr',
      'transferQuote',
      'commissionsQuote',
      'transactionCostsCurr',
      'purchaseDate',
      'ownerValueEnvisagedCurr',
      'ownerValueLatestAssessmentDate',
      'ownerLastPhysicalInspectionDate',
    ],
    derived: ['secondHandPrice', 'commissions', 'totalAcquisitionCost', 'ownerValueToday', 'impliedNewBuildPriceBrokers', 'impliedNewBuildPriceOwners'],
  },
  {
    id: 'charter',
    items: [
      'averageTimeCharterCurr',
      'currentTimeCharterCurr',
      'currentTimeCharterStartDate',
      'currentTimeCharterEndDate',
      'annualTimeCharterIncrease',
      'expectedFutureCharterCurr',
      'freightCommission',
      'offHireDaysPerYear',
    ],
    derived: ['charterRateRatio', 'expectedFutureCharterStartDate', 'expectedFutureCharterEndDate'],
  },
  {
    id: 'operatingCosts',
    items: [
      'opexPerDayCurr',
      'opexEscalationRate',
      'opexLatestAssessmentDate',
      'opexAdministrationFeeQuote',
      'opexTechnicalFeeQuote',
      'opexAuditingTaxAdviseCurr',
    ],
    derived: [],
  },
  { id: 'docking', items: ['dockingIntervalYears', 'dockingDays', 'dockingCostCurr', 'lastDockingDate'], derived: ['nextDockingDate'] },
  {
    id: 'financing',
    items: ['leverage', 'tranches'],
    derived: ['tranchesValue', 'loanToValue', 'costOfDebt', 'maxDebtByLeverage', 'debtCapacityEndDate', 'debtCapacityMaturityYears'],
  },
  {
    id: 'equity',
    items: ['freshLiquidityCurr', 'freshLiquidityRate', 'cashReserveAccountCurr', 'dryDockingReserveAccount', 'equityYield', 'discountRate'],
    derived: ['equity', 'equityRate', 'wacc', 'discountRate'],
  },
];

/** The section that shows a field, for listing errors by section; core's paths name list entries too (`tranches.0.value`). */
export function sectionOfPath(path: string): SectionId | null {
  const field = path.split('.')[0];
  return sections.find((section) => section.items.some((item) => item === field))?.id ?? null;
}
