import { addMonthsToCivilDate, formatCivilDate, toCivilDate, toDayNumber, type DayNumber } from '../dates/day-number';
import { yearFractionOfDays, type CalendarDay } from '../dates/year-fraction';
import { linearValue } from './debt-ratios';
import { periodDebt, type PeriodDebt } from './debt-schedule';
import type { DailyTimeline } from './daily-timeline';
import type { ModelInput } from './model-input';
import type { Period } from './result-types';
import type { Statics } from './statics';

/**
 * What a period is whatever the charter: its dates, the sums of its scenario-independent days, its
 * debt, discount factor and linear value. Both scenarios share one frame per period.
 */
export type PeriodFrame = PeriodDebt & {
  startDay: DayNumber;
  endDay: DayNumber;
  start: string;
  end: string;
  onHireDays: number;
  opex: number;
  auditingTaxAdvice: number;
  docking: number;
  /** The total acquisition cost in the period of a T after V (section 5). */
  acquisition: number;
  /** YF(V, end), the time of the period's cash flows. */
  yearsFromValuation: number;
  discountFactor: number;
  /** YF(start, end), for the interest on liquidity. */
  accrualYears: number;
  linearValue: number;
};

/** The sums of a frame's on-hire shares and docking costs over its days [from, to), added one by one in date order (section 5). */
function daySums(options: { timeline: DailyTimeline; from: number; to: number }) {
  const { timeline, from, to } = options;
  const { onHire, docking } = timeline;
  let onHireDays = 0;
  let dockingSum = 0;
  for (let index = from; index < to; index += 1) {
    onHireDays += onHire[index] ?? 0;
    dockingSum += docking[index] ?? 0;
  }
  return { onHireDays, docking: dockingSum };
}

/** The sums of a frame's opex and auditing and tax advice over its days [from, to), added one by one in date order (section 5). */
function costSums(options: { timeline: DailyTimeline; from: number; to: number }) {
  const { timeline, from, to } = options;
  let opex = 0;
  let auditingTaxAdvice = 0;
  for (const costs of timeline.costs) {
    if (costs.end <= from) continue;
    if (costs.start >= to) break;
    const end = Math.min(costs.end, to);
    for (let index = Math.max(costs.start, from); index < end; index += 1) {
      opex += costs.opex;
      auditingTaxAdvice += costs.auditingTaxAdvice;
    }
  }
  return { opex, auditingTaxAdvice };
}

/**
 * The monthly periods [addMonths(V, k), min(addMonths(V, k + 1), EOL)) (docs/spec/calculation.md section 5). Each
 * period's end is the next one's start: its day, civil date and text are computed once.
 */
export function buildPeriodFrames(options: { input: ModelInput; statics: Statics; timeline: DailyTimeline }): PeriodFrame[] {
  const { input, statics, timeline } = options;
  const V = input.valuationDate;
  const T = statics.acquisitionDate;
  const EOL = statics.endOfLife;
  const basis = input.dayCountConvention;
  const valuation: CalendarDay = { dayNumber: V, date: toCivilDate(V) };
  const frames: PeriodFrame[] = [];
  let start = valuation;
  let startText = formatCivilDate(valuation.date);
  for (let k = 0; start.dayNumber < EOL; k += 1) {
    const nextDate = addMonthsToCivilDate(valuation.date, k + 1);
    const next: CalendarDay = { dayNumber: toDayNumber(nextDate), date: nextDate };
    const end: CalendarDay = next.dayNumber <= EOL ? next : { dayNumber: EOL, date: toCivilDate(EOL) };
    const endText = formatCivilDate(end.date);
    const startDay = start.dayNumber;
    const endDay = end.dayNumber;
    const days = { timeline, from: startDay - V, to: endDay - V };
    const sums = { ...daySums(days), ...costSums(days) };
    const yearsFromValuation = yearFractionOfDays({ from: valuation, to: end, basis });
    const accrualYears = yearFractionOfDays({ from: start, to: end, basis });
    const debt = periodDebt({
      tranches: statics.tranches,
      start: startDay,
      end: endDay,
      valuationDate: V,
      acquisitionDate: T,
      basis,
      periodYears: accrualYears,
    });
    frames.push({
      startDay,
      endDay,
      start: startText,
      end: endText,
      onHireDays: sums.onHireDays,
      opex: sums.opex,
      auditingTaxAdvice: sums.auditingTaxAdvice,
      docking: sums.docking,
      // A purchase at V is paid at V, in the opening liquidity (section 7).
      acquisition: T > V && startDay <= T && T < endDay ? statics.totalAcquisitionCost : 0,
      interest: debt.interest,
      principal: debt.principal,
      balloon: debt.balloon,
      disbursement: debt.disbursement,
      disbursementForPurchase: debt.disbursementForPurchase,
      debtOutstanding: debt.debtOutstanding,
      yearsFromValuation,
      discountFactor: (1 + statics.discountRate) ** -yearsFromValuation,
      accrualYears,
      linearValue: linearValue({ statics, valuationDate: V, day: endDay }),
    });
    start = next;
    startText = endText;
  }
  return frames;
}

/**
 * The same periods over a shocked timeline or other statics (a simulated path, docs/monte-carlo.md section 10): with
 * `timeline`, the sums of its costs again (a shocked timeline changes only its costs); with `statics`, the linear
 * values again. Dates, debt and discount factors are kept; sums stay day by day in date order, so a factor of exactly
 * 1 gives back the frames bit for bit.
 */
export function shockedFrames(options: {
  frames: readonly PeriodFrame[];
  valuationDate: DayNumber;
  timeline: DailyTimeline | null;
  statics: Statics | null;
}): PeriodFrame[] {
  const { frames, valuationDate: V, timeline, statics } = options;
  return frames.map((frame) => ({
    ...frame,
    ...(timeline === null ? {} : costSums({ timeline, from: frame.startDay - V, to: frame.endDay - V })),
    ...(statics === null ? {} : { linearValue: linearValue({ statics, valuationDate: V, day: frame.endDay }) }),
  }));
}

/** Σ rate(d) × onHire(d) over a frame's days, added in date order: its gross revenue (docs/spec/calculation.md section 5). */
export function grossRevenueOf(options: { frame: PeriodFrame; valuationDate: DayNumber; rates: Float64Array; onHire: Float64Array }): number {
  const { frame, rates, onHire } = options;
  const end = frame.endDay - options.valuationDate;
  let grossRevenue = 0;
  for (let index = frame.startDay - options.valuationDate; index < end; index += 1) grossRevenue += (rates[index] ?? 0) * (onHire[index] ?? 0);
  return grossRevenue;
}

/** What a period's gross revenue leads to: commission and fees, cfads, debt service, present value and equity cash flow. */
export type PeriodCashflows = {
  commission: number;
  administrationFee: number;
  technicalFee: number;
  cfads: number;
  debtService: number;
  presentValue: number;
  equityCashflow: number;
};

/**
 * A period's cash flows from its gross revenue (docs/spec/calculation.md sections 5–7): commission and fees as
 * shares of it, cash flow available for debt service, its present value at ρ, and the equity cash flow (balloons
 * paid, disbursements received, the price paid in the period of T).
 */
export function periodCashflows(options: { input: ModelInput; frame: PeriodFrame; grossRevenue: number }): PeriodCashflows {
  const { input, frame, grossRevenue } = options;
  const commission = grossRevenue * input.freightCommission;
  const administrationFee = grossRevenue * input.opexAdministrationFeeQuote;
  const technicalFee = grossRevenue * input.opexTechnicalFeeQuote;
  const cfads = grossRevenue - commission - administrationFee - technicalFee - frame.opex - frame.auditingTaxAdvice - frame.docking;
  const debtService = frame.interest + frame.principal;
  const equityCashflow = cfads - debtService - frame.balloon + frame.disbursement - frame.acquisition;
  return { commission, administrationFee, technicalFee, cfads, debtService, presentValue: cfads * frame.discountFactor, equityCashflow };
}

/** cash(e) = cash(s) + max(cash(s), 0) × freshLiquidityRate × YF(s, e) + equityCashflow (docs/spec/calculation.md section 7). */
export function nextLiquidity(options: { input: ModelInput; frame: PeriodFrame; cash: number; equityCashflow: number }): number {
  const { input, frame, cash } = options;
  return cash + Math.max(cash, 0) * input.freshLiquidityRate * frame.accrualYears + options.equityCashflow;
}

/** ltv = debtOutstanding / linearValue at a period end; null when the linear value is not positive (section 8). */
export function loanToValue(balance: { debtOutstanding: number; linearValue: number }): number | null {
  return balance.linearValue > 0 ? balance.debtOutstanding / balance.linearValue : null;
}

/**
 * The periods of one scenario: revenue from its charter rates on the frames' days, then cash flow
 * available for debt service, present value at ρ, equity cash flow (balloons paid), liquidity and LTV
 * (docs/spec/calculation.md sections 5–7). The last period's liquidity also receives the sale at EOL less the
 * debt it repays, so that a balloon due at EOL and one due a day later leave the same cash.
 */
export function buildPeriods(options: {
  input: ModelInput;
  frames: readonly PeriodFrame[];
  timeline: DailyTimeline;
  rates: Float64Array;
  openingCash: number;
  saleAtEndOfLife: number;
}): Period[] {
  const { input, frames, timeline, rates } = options;
  const V = input.valuationDate;
  const last = frames.length - 1;
  let cash = options.openingCash;
  return frames.map((frame, index) => {
    const grossRevenue = grossRevenueOf({ frame, valuationDate: V, rates, onHire: timeline.onHire });
    const flows = periodCashflows({ input, frame, grossRevenue });
    cash = nextLiquidity({ input, frame, cash, equityCashflow: flows.equityCashflow });
    if (index === last) cash += options.saleAtEndOfLife;
    return {
      start: frame.start,
      end: frame.end,
      days: frame.endDay - frame.startDay,
      onHireDays: frame.onHireDays,
      grossRevenue,
      commission: flows.commission,
      administrationFee: flows.administrationFee,
      technicalFee: flows.technicalFee,
      opex: frame.opex,
      auditingTaxAdvice: frame.auditingTaxAdvice,
      docking: frame.docking,
      cfads: flows.cfads,
      interest: frame.interest,
      principal: frame.principal,
      debtService: flows.debtService,
      balloon: frame.balloon,
      disbursement: frame.disbursement,
      debtOutstanding: frame.debtOutstanding,
      discountFactor: frame.discountFactor,
      presentValue: flows.presentValue,
      acquisition: frame.acquisition,
      equityCashflow: flows.equityCashflow,
      liquidity: cash,
      linearValue: frame.linearValue,
      ltv: loanToValue(frame),
    };
  });
}
