import { formatDate, type DayNumber } from '../dates/day-number';
import { yearFraction } from '../dates/year-fraction';
import { irrOfTimedCashflows, presentValue, type TimedCashflows } from '../finance/irr';
import { totalOutstanding } from './debt-schedule';
import type { ModelInput } from './model-input';
import type { PeriodFrame } from './periods';
import type { Kpis, Period, Year } from './result-types';
import type { Statics } from './statics';
import { netRevenueShare } from './years';

const minOf = (values: readonly number[]): number | null => (values.length === 0 ? null : Math.min(...values));
const maxOf = (values: readonly number[]): number | null => (values.length === 0 ? null : Math.max(...values));

/**
 * The one flat daily charter rate x that makes projectNpv = 0 (docs/spec/calculation.md section 8). projectNpv is
 * linear in x: NPV(x) = A + x × B with B = share × Σ DF_p × onHireDays_p, A = NPV without revenue.
 */
function breakevenCharterRate(options: { input: ModelInput; statics: Statics; periods: readonly Period[]; residualDiscountFactor: number }): number | null {
  const { input, statics, periods } = options;
  let revenuePerUnitRate = 0;
  let costs = 0;
  for (const period of periods) {
    revenuePerUnitRate += period.discountFactor * period.onHireDays * netRevenueShare(input);
    costs += period.discountFactor * (period.opex + period.auditingTaxAdvice + period.docking);
  }
  if (revenuePerUnitRate === 0) return null;
  const withoutRevenue = -statics.totalAcquisitionCost - costs + statics.residualValueAtEndOfLife * options.residualDiscountFactor;
  return -withoutRevenue / revenuePerUnitRate;
}

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

/** The valuation and key figures of docs/spec/calculation.md section 8 for one scenario. */
export function computeKeyFigures(options: {
  input: ModelInput;
  statics: Statics;
  periods: readonly Period[];
  frames: readonly PeriodFrame[];
  years: readonly Year[];
  debtAtValuation: number;
  /** YF(V, t) for V, every period end and EOL, in that order. */
  flowTimes: Float64Array;
}): Kpis {
  const { input, statics, periods, frames, years, debtAtValuation } = options;
  const endDay = (index: number) => frames[index]?.endDay ?? EOL;
  const V = input.valuationDate;
  const EOL = statics.endOfLife;
  const TAC = statics.totalAcquisitionCost;
  const residual = statics.residualValueAtEndOfLife;
  const residualDiscountFactor = (1 + statics.wacc) ** -yearFraction(V, EOL, input.dayCountConvention);

  const dcfValue = periods.reduce((sum, period) => sum + period.presentValue, 0) + residual * residualDiscountFactor;
  // Both series share the time axis: V, every period end, EOL.
  const project: TimedCashflows = { amounts: new Float64Array(periods.length + 2), times: options.flowTimes };
  const equity: TimedCashflows = { amounts: new Float64Array(periods.length + 2), times: options.flowTimes };
  project.amounts[0] = -TAC;
  equity.amounts[0] = -(TAC - debtAtValuation);
  periods.forEach((period, index) => {
    project.amounts[index + 1] = period.cfads;
    equity.amounts[index + 1] = period.equityCashflow;
  });
  project.amounts[periods.length + 1] = residual;
  equity.amounts[periods.length + 1] = residual - totalOutstanding(statics.tranches, EOL);

  const dscrs = years.flatMap((year) => (year.dscr === null ? [] : [year.dscr]));
  const ltvAtValuation = debtAtValuation / statics.secondHandPrice;
  const ltvs = [ltvAtValuation, ...periods.flatMap((period) => (period.ltv === null ? [] : [period.ltv]))];
  const liquidityAtValuation = statics.equity + debtAtValuation - TAC;

  let cashCosts = 0;
  let netOnHireDays = 0;
  for (const year of years) {
    cashCosts += year.opex + year.auditingTaxAdvice + year.docking + year.debtService;
    netOnHireDays += year.onHireDays * netRevenueShare(input);
  }

  return {
    dcfValue,
    projectNpv: dcfValue - TAC,
    projectIrr: irrOfTimedCashflows(project),
    equityNpv: presentValue(equity, input.equityYield),
    equityIrr: irrOfTimedCashflows(equity),
    minDscr: minOf(dscrs),
    avgDscr: dscrs.length === 0 ? null : dscrs.reduce((sum, value) => sum + value, 0) / dscrs.length,
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
    avgCashBreakevenRate: netOnHireDays === 0 ? null : cashCosts / netOnHireDays,
    paybackDate: paybackDate(periods, -TAC, residual, () => 1),
    discountedPaybackDate: paybackDate(periods, -TAC, residual, (period) => period.discountFactor),
  };
}
