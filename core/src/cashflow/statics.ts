import { addDays, addYears, daysBetween, formatDate, type DayNumber } from '../dates/day-number';
import { yearFraction } from '../dates/year-fraction';
import type { ModelInput } from './model-input';
import { trancheTermDays } from './validate-tranches';
import type { Derived } from './result-types';

/** A tranche with its term fixed (docs/spec/calculation.md section 3). */
export type TrancheTerms = {
  value: number;
  rate: number;
  disbursementDate: DayNumber;
  maturityDate: DayNumber;
};

/** The static values the timeline and the key figures build on, dates as day numbers. */
export type Statics = {
  endOfLife: DayNumber;
  residualValue: number;
  residualValueAtEndOfLife: number;
  secondHandPrice: number;
  totalAcquisitionCost: number;
  equity: number;
  wacc: number;
  futureCharter: { start: DayNumber; end: DayNumber } | null;
  tranches: TrancheTerms[];
  derived: Derived;
};

/** The first docking date D_k = addYears(C, k × interval), k ≥ 1, on or after a day (section 4). */
export function firstDockingOnOrAfter(input: ModelInput, day: DayNumber): DayNumber {
  let k = 1;
  let docking = addYears(input.constructionDate, input.dockingIntervalYears);
  while (docking < day) {
    k += 1;
    docking = addYears(input.constructionDate, k * input.dockingIntervalYears);
  }
  return docking;
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The static derived values of docs/spec/calculation.md section 3, and what later sections need of them. */
export function computeStatics(input: ModelInput): Statics {
  const V = input.valuationDate;
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

  const tranches: TrancheTerms[] = input.tranches.map((tranche) => ({
    value: tranche.value,
    rate: tranche.baseRate + tranche.interest,
    disbursementDate: tranche.disbursementDate,
    maturityDate: addDays(tranche.disbursementDate, trancheTermDays(tranche.durationYears)),
  }));
  const live = tranches.filter((tranche) => tranche.maturityDate > V);
  const D = live.reduce((sum, tranche) => sum + tranche.value, 0);
  const E = input.freshLiquidityCurr + input.cashReserveAccountCurr + input.dryDockingReserveAccount;
  const costOfDebt = D === 0 ? 0 : live.reduce((sum, tranche) => sum + tranche.value * tranche.rate, 0) / D;
  const wacc = E + D === 0 ? input.equityYield : (E / (E + D)) * input.equityYield + (D / (E + D)) * costOfDebt;

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
    totalAcquisitionCost: TAC,
    ownerValueToday,
    impliedNewBuildPriceBrokers: impliedNewBuild(SH),
    impliedNewBuildPriceOwners: impliedNewBuild(ownerValueToday),
    charterRateRatio: current === null || input.averageTimeCharterCurr === 0 ? null : current.rate / input.averageTimeCharterCurr,
    expectedFutureCharterStartDate: futureCharter === null ? null : formatDate(futureCharter.start),
    expectedFutureCharterEndDate: futureCharter === null ? null : formatDate(futureCharter.end),
    nextDockingDate: nextDocking >= EOL ? null : formatDate(nextDocking),
    equity: E,
    tranchesValue: D,
    equityRate: E + D === 0 ? null : E / (E + D),
    loanToValue: D / TAC,
    costOfDebt,
    wacc,
    maxDebtByLeverage: input.leverage * SH,
    debtCapacityEndDate: formatDate(EOL),
    debtCapacityMaturityYears: YF(V, EOL),
    tranches: tranches.map((tranche) => ({
      maturityDate: formatDate(tranche.maturityDate),
      nominalInterestRate: tranche.rate,
      remainingDurationYears: tranche.maturityDate > V ? YF(V, tranche.maturityDate) : 0,
      leverage: tranche.value / TAC,
      maturesAfterEndOfLife: tranche.maturityDate > EOL,
    })),
  };
  return {
    endOfLife: EOL,
    residualValue,
    residualValueAtEndOfLife,
    secondHandPrice: SH,
    totalAcquisitionCost: TAC,
    equity: E,
    wacc,
    futureCharter,
    tranches,
    derived,
  };
}
