import { addDays, addYears, daysBetween, formatDate, type DayNumber } from '../dates/day-number';
import { yearFraction } from '../dates/year-fraction';
import { amountAtValuation, debtDrawnBy, outstanding, totalOutstanding } from './debt-schedule';
import { firstDockingOnOrAfter, lastDockingDay } from './docking-cycle';
import type { ModelInput } from './model-input';
import type { Derived } from './result-types';
import { trancheTerms, type TrancheTerms } from './tranche-terms';

/** The static values the timeline and the key figures build on, dates as day numbers. */
export type Statics = {
  endOfLife: DayNumber;
  residualValue: number;
  residualValueAtEndOfLife: number;
  /** residualValueAtEndOfLife − Σ out_i(EOL): the sale at EOL less the debt it repays, the final equity flow (sections 7, 8). */
  saleAtEndOfLife: number;
  secondHandPrice: number;
  totalAcquisitionCost: number;
  /** T, the acquisition date: the price is paid and the ship earns from it (sections 1 and 2). */
  acquisitionDate: DayNumber;
  /** (1 + ρ)^(−YF(V, T)): the discount factor of the price (section 8); 1 when T = V. */
  acquisitionDiscountFactor: number;
  /** D_V: the debt at the valuation date (section 6). */
  debtAtValuation: number;
  /** D_T: the debt drawn to pay the purchase (section 3). */
  debtAtAcquisition: number;
  equity: number;
  wacc: number;
  /** ρ: the rate of the project's present values (section 3). */
  discountRate: number;
  futureCharter: { start: DayNumber; end: DayNumber } | null;
  tranches: TrancheTerms[];
  derived: Derived;
};

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/** E, D, the cost of debt, the WACC and ρ (docs/spec/calculation.md section 3); D and the weights are the amounts at V. */
function capitalStructure(input: ModelInput, tranches: readonly TrancheTerms[]) {
  const V = input.valuationDate;
  const amounts = tranches.map((tranche) => amountAtValuation(tranche, V));
  const D = amounts.reduce((sum, amount) => sum + amount, 0);
  const E = input.freshLiquidityCurr + input.cashReserveAccountCurr + input.dryDockingReserveAccount;
  const costOfDebt = D === 0 ? 0 : tranches.reduce((sum, tranche, index) => sum + (amounts[index] ?? 0) * tranche.rate, 0) / D;
  const wacc = E + D === 0 ? input.equityYield : (E / (E + D)) * input.equityYield + (D / (E + D)) * costOfDebt;
  return { E, D, costOfDebt, wacc, discountRate: input.discountRate ?? wacc };
}

/** The static derived values of docs/spec/calculation.md section 3, and what later sections need of them. */
export function computeStatics(input: ModelInput): Statics {
  const V = input.valuationDate;
  const T = input.acquisitionDate;
  const C = input.constructionDate;
  const L = input.economicUsefulLifeYears;
  const YF = (a: DayNumber, b: DayNumber) => yearFraction(a, b, input.dayCountConvention);
  const EOL = addYears(C, L);

  const transfer = input.transferCostCurr * input.transferQuote;
  const residualValue = input.steelPricePerTonCurr * input.lightWeightTonnage - input.scrapCostCurr - transfer;
  const residualValueAtEndOfLife =
    input.steelPricePerTonCurr * (1 + input.steelPriceInflationRate) ** YF(V, EOL) * input.lightWeightTonnage - input.scrapCostCurr - transfer;
  const age = YF(C, V);
  const P0 = input.purchasePriceAtConstructionCurr;
  const bookValue = P0 === null ? null : P0 - (P0 - residualValue) * Math.min(1, age / L);
  const SH = mean(input.brokerValueEsimationsCurr);
  const commissions = SH * input.commissionsQuote;
  const TAC = SH + commissions + input.transactionCostsCurr;

  const OVE = input.ownerValueEnvisagedCurr;
  const A = input.ownerValueLatestAssessmentDate;
  const ownerValueToday = OVE === null ? null : OVE - ((OVE - residualValue) * daysBetween(A, V)) / daysBetween(A, EOL);
  const impliedNewBuild = (value: number | null) => (value === null || age >= L ? null : (value - (residualValue * age) / L) / (1 - age / L));

  const current = input.currentCharter;
  const futureStart = current === null ? null : addDays(current.endDate, 1);
  const futureCharter = futureStart === null ? null : { start: futureStart, end: addDays(futureStart, 500) };
  const nextDocking = firstDockingOnOrAfter(input, V);

  const tranches = input.tranches.map(trancheTerms);
  const { E, D, costOfDebt, wacc, discountRate } = capitalStructure(input, tranches);
  const debtAtAcquisition = debtDrawnBy(tranches, T);

  const derived: Derived = {
    endOfUsefulLifeDate: formatDate(EOL),
    vesselAgeDays: daysBetween(C, V),
    vesselAgeYears: age,
    remainingUsefulLifeYears: YF(V, EOL),
    residualValue,
    residualValueAtEndOfLife,
    bookValue,
    secondHandPrice: SH,
    commissions,
    transactionCosts: input.transactionCostsCurr,
    totalAcquisitionCost: TAC,
    ownerValueToday,
    impliedNewBuildPriceBrokers: impliedNewBuild(SH),
    impliedNewBuildPriceOwners: impliedNewBuild(ownerValueToday),
    charterRateRatio: current === null || input.averageTimeCharterCurr === 0 ? null : current.rate / input.averageTimeCharterCurr,
    expectedFutureCharterStartDate: futureCharter === null ? null : formatDate(futureCharter.start),
    expectedFutureCharterEndDate: futureCharter === null ? null : formatDate(futureCharter.end),
    // Only a performed docking; NaN (an interval too long to add to a date) is none either.
    nextDockingDate: nextDocking <= lastDockingDay(EOL) ? formatDate(nextDocking) : null,
    acquisitionDate: formatDate(T),
    equity: E,
    debtAtAcquisition,
    requiredEquity: TAC - debtAtAcquisition,
    equityShortfall: Math.max(0, TAC - debtAtAcquisition - E),
    ltvAtAcquisition: debtAtAcquisition / SH,
    tranchesValue: D,
    equityRate: E + D === 0 ? null : E / (E + D),
    loanToValue: D / TAC,
    costOfDebt,
    wacc,
    discountRate,
    maxDebtByLeverage: input.leverage * SH,
    debtCapacityEndDate: formatDate(EOL),
    debtCapacityMaturityYears: YF(V, EOL),
    tranches: tranches.map((tranche) => ({
      maturityDate: formatDate(tranche.maturityDate),
      nominalInterestRate: tranche.rate,
      remainingDurationYears: tranche.maturityDate > V ? YF(V, tranche.maturityDate) : 0,
      leverage: tranche.value / TAC,
      maturesAfterEndOfLife: tranche.maturityDate > EOL,
      amortizationYears: tranche.amortizationYears,
      balloon: tranche.balloon,
      drawnAtAcquisition: outstanding(tranche, T),
    })),
  };
  return {
    endOfLife: EOL,
    residualValue,
    residualValueAtEndOfLife,
    saleAtEndOfLife: residualValueAtEndOfLife - totalOutstanding(tranches, EOL),
    secondHandPrice: SH,
    totalAcquisitionCost: TAC,
    acquisitionDate: T,
    // (1 + ρ)^0 is exactly 1: a purchase at V keeps version 2's figures to the bit.
    acquisitionDiscountFactor: (1 + discountRate) ** -YF(V, T),
    debtAtValuation: debtDrawnBy(tranches, V),
    debtAtAcquisition,
    equity: E,
    wacc,
    discountRate,
    futureCharter,
    tranches,
    derived,
  };
}
