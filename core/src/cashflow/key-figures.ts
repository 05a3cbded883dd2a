import { formatDate, type DayNumber } from '../dates/day-number';
import { yearFraction } from '../dates/year-fraction';
import { irrOfTimedCashflows, presentValue, type TimedCashflows } from '../finance/irr';
import { breakevenCharterRate, cashBreakevenRates } from './breakevens';
import { dscrFigures, maxBalloonLtv } from './debt-ratios';
import { totalOutstanding } from './debt-schedule';
import type { ModelInput } from './model-input';
import { loanToValue, type PeriodFrame } from './periods';
import type { Kpis, Period, Year } from './result-types';
import type { Statics } from './statics';

const maxOf = (values: readonly number[]): number | null => (values.length === 0 ? null : Math.max(...values));

/** The first period end where the running sum (with the residual value at the last one) is ≥ 0. */
function paybackDate(periods: readonly Period[], initial: number, residual: number, weight: (period: Period) => number): string | null {
  let running = initial;
  for (const [index, period] of periods.entries()) {
    running += period.cfads * weight(period);
    const atEnd = index === periods.length - 1 ? residual * weight(period) : 0;
    if (running + atEnd >= 0) return period.end;
  }
  return null;
}

/** The first date of a list of (date, breached) checks that is breached, as text. */
function firstBreach(checks: readonly [DayNumber, boolean][]): string | null {
  const hit = checks.find(([, breached]) => breached);
  return hit === undefined ? null : formatDate(hit[0]);
}

/** The project's cash flows on the time axis V, every period end, EOL: −TAC, the cfads, the residual value (section 8). */
export function projectCashflows(options: { statics: Statics; periods: readonly { cfads: number }[]; flowTimes: Float64Array }): TimedCashflows {
  const { statics, periods, flowTimes } = options;
  const amounts = new Float64Array(periods.length + 2);
  amounts[0] = -statics.totalAcquisitionCost;
  periods.forEach((period, index) => {
    amounts[index + 1] = period.cfads;
  });
  amounts[periods.length + 1] = statics.residualValueAtEndOfLife;
  return { amounts, times: flowTimes };
}

/**
 * The equity's cash flows on the same axis: −(TAC − D_V), the equity cash flows, the residual value less
 * the debt still owed at EOL (section 8).
 */
export function equityCashflows(options: {
  statics: Statics;
  periods: readonly { equityCashflow: number }[];
  debtAtValuation: number;
  flowTimes: Float64Array;
}): TimedCashflows {
  const { statics, periods, debtAtValuation, flowTimes } = options;
  const amounts = new Float64Array(periods.length + 2);
  amounts[0] = -(statics.totalAcquisitionCost - debtAtValuation);
  periods.forEach((period, index) => {
    amounts[index + 1] = period.equityCashflow;
  });
  amounts[periods.length + 1] = statics.residualValueAtEndOfLife - totalOutstanding(statics.tranches, statics.endOfLife);
  return { amounts, times: flowTimes };
}

/** (1 + ρ)^(−YF(V, EOL)): the discount factor of the residual value at EOL (section 8). */
export function residualDiscountFactor(options: { input: ModelInput; statics: Statics }): number {
  const { input, statics } = options;
  return (1 + statics.discountRate) ** -yearFraction(input.valuationDate, statics.endOfLife, input.dayCountConvention);
}

/** dcfValue = Σ period presentValue + residualValueAtEndOfLife × (1 + ρ)^(−YF(V, EOL)) (section 8). */
export function dcfValueOf(options: {
  periods: readonly { presentValue: number }[];
  residualValueAtEndOfLife: number;
  residualDiscountFactor: number;
}): number {
  return options.periods.reduce((sum, period) => sum + period.presentValue, 0) + options.residualValueAtEndOfLife * options.residualDiscountFactor;
}

/**
 * covenantBreachDate: the first of V and the period ends where ltv > leverage, or where linearValue ≤ 0 while
 * debt is outstanding (section 8); null when there is none. `balances` are the periods' (or their frames').
 */
export function covenantBreachDate(options: {
  input: ModelInput;
  statics: Statics;
  balances: readonly { debtOutstanding: number; linearValue: number }[];
  frames: readonly PeriodFrame[];
  debtAtValuation: number;
}): string | null {
  const { input, statics, balances, frames } = options;
  if (options.debtAtValuation / statics.secondHandPrice > input.leverage) return formatDate(input.valuationDate);
  for (const [index, balance] of balances.entries()) {
    const ltv = loanToValue(balance);
    const breached = (ltv !== null && ltv > input.leverage) || (balance.linearValue <= 0 && balance.debtOutstanding > 0);
    if (breached) return formatDate(frames[index]?.endDay ?? statics.endOfLife);
  }
  return null;
}

/** The valuation and key figures of docs/spec/calculation.md section 8 for one scenario, discounted at ρ. */
export function computeKeyFigures(options: {
  input: ModelInput;
  statics: Statics;
  periods: readonly Period[];
  frames: readonly PeriodFrame[];
  years: readonly Year[];
  debtAtValuation: number;
  /** YF(V, t) for V, every period end and EOL, in that order. */
  flowTimes: Float64Array;
  /** The IRR grid's discount factors of flowTimes, shared by both series and both scenarios. */
  gridFactors: readonly Float64Array[];
}): Kpis {
  const { input, statics, periods, frames, years, debtAtValuation } = options;
  const endDay = (index: number) => frames[index]?.endDay ?? statics.endOfLife;
  const V = input.valuationDate;
  const TAC = statics.totalAcquisitionCost;
  const residual = statics.residualValueAtEndOfLife;
  const discountFactorAtEnd = residualDiscountFactor({ input, statics });

  const dcfValue = dcfValueOf({ periods, residualValueAtEndOfLife: residual, residualDiscountFactor: discountFactorAtEnd });
  const equity = equityCashflows({ statics, periods, debtAtValuation, flowTimes: options.flowTimes });
  const projectIrr = irrOfTimedCashflows(projectCashflows({ statics, periods, flowTimes: options.flowTimes }), options.gridFactors);
  const equityIrr = irrOfTimedCashflows(equity, options.gridFactors);
  const dscr = dscrFigures(years);
  const cashBreakeven = cashBreakevenRates({ input, years });
  const ltvAtValuation = debtAtValuation / statics.secondHandPrice;
  const ltvs = [ltvAtValuation, ...periods.flatMap((period) => (period.ltv === null ? [] : [period.ltv]))];
  const liquidityAtValuation = statics.equity + debtAtValuation - TAC;

  return {
    dcfValue,
    projectNpv: dcfValue - TAC,
    projectIrr: projectIrr.irr,
    projectIrrRoots: projectIrr.roots,
    equityNpv: presentValue(equity, input.equityYield),
    equityIrr: equityIrr.irr,
    equityIrrRoots: equityIrr.roots,
    minDscr: dscr.min,
    avgDscr: dscr.avg,
    maxLtv: maxOf(ltvs),
    covenantBreachDate: covenantBreachDate({ input, statics, balances: periods, frames, debtAtValuation }),
    minLiquidity: Math.min(liquidityAtValuation, ...periods.map((period) => period.liquidity)),
    liquidityShortfallDate: firstBreach([
      [V, liquidityAtValuation < 0],
      ...periods.map((period, index): [DayNumber, boolean] => [endDay(index), period.liquidity < 0]),
    ]),
    breakevenCharterRate: breakevenCharterRate({ input, statics, periods, residualDiscountFactor: discountFactorAtEnd }),
    avgCashBreakevenRate: cashBreakeven.avg,
    maxCashBreakevenRate: cashBreakeven.max,
    maxBalloonLtv: maxBalloonLtv({ statics, valuationDate: V }),
    paybackDate: paybackDate(periods, -TAC, residual, () => 1),
    discountedPaybackDate: paybackDate(periods, -TAC, residual, (period) => period.discountFactor),
  };
}
