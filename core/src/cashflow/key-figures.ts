import { formatDate, type DayNumber } from '../dates/day-number';
import { yearFraction } from '../dates/year-fraction';
import { irrOfTimedCashflows, presentValue, type TimedCashflows } from '../finance/irr';
import { breakevenCharterRate, cashBreakevenRates } from './breakevens';
import { dscrFigures, maxBalloonLtv } from './debt-ratios';
import { totalOutstanding } from './debt-schedule';
import type { ModelInput } from './model-input';
import type { PeriodFrame } from './periods';
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

/** The project's and the equity's cash flows on the shared time axis: V, every period end, EOL (section 8). */
function cashflowSeries(options: { statics: Statics; periods: readonly Period[]; debtAtValuation: number; flowTimes: Float64Array }) {
  const { statics, periods, debtAtValuation, flowTimes } = options;
  const TAC = statics.totalAcquisitionCost;
  const residual = statics.residualValueAtEndOfLife;
  const project: TimedCashflows = { amounts: new Float64Array(periods.length + 2), times: flowTimes };
  const equity: TimedCashflows = { amounts: new Float64Array(periods.length + 2), times: flowTimes };
  project.amounts[0] = -TAC;
  equity.amounts[0] = -(TAC - debtAtValuation);
  periods.forEach((period, index) => {
    project.amounts[index + 1] = period.cfads;
    equity.amounts[index + 1] = period.equityCashflow;
  });
  project.amounts[periods.length + 1] = residual;
  equity.amounts[periods.length + 1] = residual - totalOutstanding(statics.tranches, statics.endOfLife);
  return { project, equity };
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
  const endDay = (index: number) => frames[index]?.endDay ?? EOL;
  const V = input.valuationDate;
  const EOL = statics.endOfLife;
  const TAC = statics.totalAcquisitionCost;
  const residual = statics.residualValueAtEndOfLife;
  const residualDiscountFactor = (1 + statics.discountRate) ** -yearFraction(V, EOL, input.dayCountConvention);

  const dcfValue = periods.reduce((sum, period) => sum + period.presentValue, 0) + residual * residualDiscountFactor;
  const { project, equity } = cashflowSeries({ statics, periods, debtAtValuation, flowTimes: options.flowTimes });
  const projectIrr = irrOfTimedCashflows(project, options.gridFactors);
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
    covenantBreachDate: firstBreach([
      [V, ltvAtValuation > input.leverage],
      ...periods.map((period, index): [DayNumber, boolean] => [
        endDay(index),
        (period.ltv !== null && period.ltv > input.leverage) || (period.linearValue <= 0 && period.debtOutstanding > 0),
      ]),
    ]),
    minLiquidity: Math.min(liquidityAtValuation, ...periods.map((period) => period.liquidity)),
    liquidityShortfallDate: firstBreach([
      [V, liquidityAtValuation < 0],
      ...periods.map((period, index): [DayNumber, boolean] => [endDay(index), period.liquidity < 0]),
    ]),
    breakevenCharterRate: breakevenCharterRate({ input, statics, periods, residualDiscountFactor }),
    avgCashBreakevenRate: cashBreakeven.avg,
    maxCashBreakevenRate: cashBreakeven.max,
    maxBalloonLtv: maxBalloonLtv({ statics, valuationDate: V }),
    paybackDate: paybackDate(periods, -TAC, residual, () => 1),
    discountedPaybackDate: paybackDate(periods, -TAC, residual, (period) => period.discountFactor),
  };
}
