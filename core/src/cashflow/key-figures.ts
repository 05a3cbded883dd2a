import { formatDate, type DayNumber } from '../dates/day-number';
import { yearFraction } from '../dates/year-fraction';
import { irrOfTimedCashflows, presentValue, type GridFactors, type IrrOutcome, type TimedCashflows } from '../finance/irr';
import { breakevenCharterRate, cashBreakevenRates } from './breakevens';
import { dscrFigures, maxBalloonLtv } from './debt-ratios';
import type { ModelInput } from './model-input';
import type { PeriodFrame } from './periods';
import { covenantFigures } from './covenant-tests';
import type { CovenantTest, Kpis, Period, Year } from './result-types';
import type { Statics } from './statics';

/** The first period end where the running sum (with the residual value at the last one) is ≥ 0. */
function paybackDate(periods: readonly Period[], initial: number, residual: number, weight: (period: Period) => number): string | null {
  let running = initial;
  for (let index = 0; index < periods.length; index += 1) {
    const period = periods[index];
    if (period === undefined) break;
    running += period.cfads * weight(period);
    const atEnd = index === periods.length - 1 ? residual * weight(period) : 0;
    if (running + atEnd >= 0) return period.end;
  }
  return null;
}

/** maxLtv: the largest of the LTV at V and the periods' LTVs that are defined (section 8). */
function maxLtvOf(ltvAtValuation: number, periods: readonly Period[]): number {
  let max = ltvAtValuation;
  for (const period of periods) if (period.ltv !== null) max = Math.max(max, period.ltv);
  return max;
}

/** minLiquidity and liquidityShortfallDate: the smallest liquidity of V and the period ends, and the first one below 0 (section 8). */
function liquidityFigures(options: {
  liquidityAtValuation: number;
  periods: readonly Period[];
  endDay: (index: number) => DayNumber;
  valuationDate: DayNumber;
}) {
  const { liquidityAtValuation, periods, endDay } = options;
  let min = liquidityAtValuation;
  let shortfall: DayNumber | null = liquidityAtValuation < 0 ? options.valuationDate : null;
  for (let index = 0; index < periods.length; index += 1) {
    const liquidity = periods[index]?.liquidity ?? 0;
    min = Math.min(min, liquidity);
    if (shortfall === null && liquidity < 0) shortfall = endDay(index);
  }
  return { min, shortfallDate: shortfall === null ? null : formatDate(shortfall) };
}

/** The project's cash flows on the time axis T, every period end, EOL: −TAC, the cfads, the residual value (section 8). */
export function projectCashflows(options: { statics: Statics; periods: readonly { cfads: number }[]; flowTimes: Float64Array }): TimedCashflows {
  const { statics, periods, flowTimes } = options;
  const amounts = new Float64Array(periods.length + 2);
  amounts[0] = -statics.totalAcquisitionCost;
  for (let index = 0; index < periods.length; index += 1) amounts[index + 1] = periods[index]?.cfads ?? 0;
  amounts[periods.length + 1] = statics.residualValueAtEndOfLife;
  return { amounts, times: flowTimes };
}

/**
 * The equity's cash flows on the same axis: −(TAC − D_T) at T, each period's equity cash flow without the price and
 * the loans that pay it (both are in the flow at T), the residual value less the debt still owed at EOL (section 8).
 * With T = V this is version 2's −(TAC − D_V) and the equity cash flows as they are.
 */
export function equityCashflows(options: {
  statics: Statics;
  periods: readonly { equityCashflow: number }[];
  frames: readonly { acquisition: number; disbursementForPurchase: number }[];
  flowTimes: Float64Array;
}): TimedCashflows {
  const { statics, periods, frames, flowTimes } = options;
  const amounts = new Float64Array(periods.length + 2);
  amounts[0] = -(statics.totalAcquisitionCost - statics.debtAtAcquisition);
  for (let index = 0; index < periods.length; index += 1) {
    const frame = frames[index];
    const atAcquisition = frame === undefined ? 0 : frame.acquisition - frame.disbursementForPurchase;
    amounts[index + 1] = (periods[index]?.equityCashflow ?? 0) + atAcquisition;
  }
  amounts[periods.length + 1] = statics.saleAtEndOfLife;
  return { amounts, times: flowTimes };
}

/**
 * equityIrr and its roots (section 8): null with 0 roots when TAC − D_T ≤ 0, as the loans pay the whole price and the
 * equity invests nothing at T: a rate of return on it would be a borrowing rate.
 */
export function equityIrrOf(options: { statics: Statics; equity: TimedCashflows; gridFactors: GridFactors }): IrrOutcome {
  const { statics, equity, gridFactors } = options;
  if (statics.totalAcquisitionCost - statics.debtAtAcquisition <= 0) return { irr: null, roots: 0 };
  return irrOfTimedCashflows(equity, gridFactors);
}

/** (1 + ρ)^(−YF(V, EOL)): the discount factor of the residual value at EOL (section 8). */
export function residualDiscountFactor(options: { input: ModelInput; statics: Statics }): number {
  const { input, statics } = options;
  return (1 + statics.discountRate) ** -yearFraction(input.valuationDate, statics.endOfLife, input.dayCountConvention);
}

/** projectNpv = dcfValue − TAC × (1 + ρ)^(−YF(V, T)): the price is paid at T (section 8). */
export function projectNpvOf(options: { dcfValue: number; statics: Statics }): number {
  const { dcfValue, statics } = options;
  return dcfValue - statics.totalAcquisitionCost * statics.acquisitionDiscountFactor;
}

/** dcfValue = Σ period presentValue + residualValueAtEndOfLife × (1 + ρ)^(−YF(V, EOL)) (section 8). */
export function dcfValueOf(options: {
  periods: readonly { presentValue: number }[];
  residualValueAtEndOfLife: number;
  residualDiscountFactor: number;
}): number {
  let sum = 0;
  for (const period of options.periods) sum += period.presentValue;
  return sum + options.residualValueAtEndOfLife * options.residualDiscountFactor;
}

/** The valuation and key figures of docs/spec/calculation.md section 8 for one scenario, discounted at ρ. */
export function computeKeyFigures(options: {
  input: ModelInput;
  statics: Statics;
  periods: readonly Period[];
  frames: readonly PeriodFrame[];
  years: readonly Year[];
  covenantTests: readonly CovenantTest[];
  /** cash(V), the liquidity at the valuation date (section 7). */
  openingCash: number;
  /** YF(V, t) for T, every period end and EOL, in that order. */
  flowTimes: Float64Array;
  /** The IRR grid's discount factors of flowTimes, shared by both series and both scenarios. */
  gridFactors: GridFactors;
}): Kpis {
  const { input, statics, periods, frames, years } = options;
  const endDay = (index: number) => frames[index]?.endDay ?? statics.endOfLife;
  const V = input.valuationDate;
  const TAC = statics.totalAcquisitionCost;
  const residual = statics.residualValueAtEndOfLife;
  const discountFactorAtEnd = residualDiscountFactor({ input, statics });

  const dcfValue = dcfValueOf({ periods, residualValueAtEndOfLife: residual, residualDiscountFactor: discountFactorAtEnd });
  const equity = equityCashflows({ statics, periods, frames, flowTimes: options.flowTimes });
  const projectIrr = irrOfTimedCashflows(projectCashflows({ statics, periods, flowTimes: options.flowTimes }), options.gridFactors);
  const equityIrr = equityIrrOf({ statics, equity, gridFactors: options.gridFactors });
  const dscr = dscrFigures({ periods, years });
  const cashBreakeven = cashBreakevenRates({ input, years });
  const liquidity = liquidityFigures({ liquidityAtValuation: options.openingCash, periods, endDay, valuationDate: V });
  const discountedPrice = -TAC * statics.acquisitionDiscountFactor;

  return {
    dcfValue,
    projectNpv: projectNpvOf({ dcfValue, statics }),
    projectIrr: projectIrr.irr,
    projectIrrRoots: projectIrr.roots,
    equityNpv: presentValue(equity, input.equityYield),
    equityIrr: equityIrr.irr,
    equityIrrRoots: equityIrr.roots,
    minDscr: dscr.min,
    avgDscr: dscr.avg,
    maxLtv: maxLtvOf(statics.debtAtValuation / statics.secondHandPrice, periods),
    ...covenantFigures({ input, tests: options.covenantTests }),
    minLiquidity: liquidity.min,
    liquidityShortfallDate: liquidity.shortfallDate,
    breakevenCharterRate: breakevenCharterRate({ input, statics, periods, residualDiscountFactor: discountFactorAtEnd }),
    avgCashBreakevenRate: cashBreakeven.avg,
    maxCashBreakevenRate: cashBreakeven.max,
    maxBalloonLtv: maxBalloonLtv({ statics, valuationDate: V }),
    paybackDate: paybackDate(periods, -TAC, residual, () => 1),
    discountedPaybackDate: paybackDate(periods, discountedPrice, residual, (period) => period.discountFactor),
  };
}
