import { fieldsOfSection, sectionIds, sectionOfField, type CashflowFieldName, type Derived, type SectionId } from '@keelson/core';

/** The single static values of docs/spec/calculation.md section 3 (per-tranche values are shown by the tranche editor). */
export type DerivedName = Exclude<keyof Derived, 'tranches'>;

type Section = { id: SectionId; items: readonly CashflowFieldName[]; derived: readonly DerivedName[] };

/** What the web adds to core's sections: the derived values each shows beside its fields. */
const derivedOfSection: Record<SectionId, readonly DerivedName[]> = {
  vessel: ['endOfUsefulLifeDate', 'vesselAgeDays', 'vesselAgeYears', 'remainingUsefulLifeYears', 'residualValue', 'residualValueAtEndOfLife', 'bookValue'],
  market: [
    'secondHandPrice',
    'commissions',
    'transactionCosts',
    'totalAcquisitionCost',
    'acquisitionDate',
    'ownerValueToday',
    'impliedNewBuildPriceBrokers',
    'impliedNewBuildPriceOwners',
  ],
  charter: ['charterRateRatio', 'expectedFutureCharterStartDate', 'expectedFutureCharterEndDate'],
  operatingCosts: [],
  docking: ['nextDockingDate'],
  financing: [
    'tranchesValue',
    'loanToValue',
    'costOfDebt',
    'maxDebtByLeverage',
    'debtAtAcquisition',
    'ltvAtAcquisition',
    'debtCapacityEndDate',
    'debtCapacityMaturityYears',
  ],
  equity: ['equity', 'requiredEquity', 'equityShortfall', 'equityRate', 'wacc', 'discountRate'],
  covenants: [],
};

/** The form's sections in core's order, each with the fields core places in it (in their order) and its derived values. */
export const sections: readonly Section[] = sectionIds.map((id) => ({ id, items: fieldsOfSection(id), derived: derivedOfSection[id] }));

/** The section that shows a field, for listing errors by section; core's paths name list entries too (`tranches.0.value`). */
export function sectionOfPath(path: string): SectionId | null {
  return sectionOfField(path);
}
