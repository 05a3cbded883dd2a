import { parseDate, type ScenarioResult, type Year } from '@keelson/core';
import { yearAxisLabel } from './chart-years';

/** The day number of a result's date (docs/spec/calculation.md section 1), the position on a chart's time axis. */
function dayOf(text: string): number {
  const day = parseDate(text);
  if (day === null) throw new Error(`not a date: ${text}`);
  return day;
}

/**
 * Every chart plots one point per model year: `year` is the model year's number (1, 2, …), `label` its name on the
 * axis, the calendar year it starts in ("2026", the short last year "2036*").
 */
export type YearPoint = { year: number; label: string };

function yearPoint(year: Year): YearPoint {
  return { year: year.year, label: yearAxisLabel(year) };
}

export type RevenuePoint = YearPoint & { revenue: number; costs: number; debtService: number };
export type DebtValuePoint = YearPoint & { debtOutstanding: number; linearValue: number | null; balloon: number };
/** A month's end on the debt chart: monthly points, so that a balloon shows as the drop it is; `day` places it on the time axis. */
export type DebtPeriodPoint = { end: string; day: number; debtOutstanding: number; linearValue: number };
export type LiquidityPoint = YearPoint & { liquidity: number };
/** `residualPresentValue` only in the last model year, where the running total takes it in and ends at the DCF value. */
export type DiscountedCashflowPoint = YearPoint & { presentValue: number; residualPresentValue: number | null; cumulativePresentValue: number };
/** A date on a time axis: a covenant test date, or the drawdown. */
export type DatePoint = { day: number; date: string };
/** The LTV at the drawdown (the loans drawn by the acquisition against the price) or at a test date (debt against the market value). */
export type LtvPoint = DatePoint & { drawdownLtv: number | null; ltv: number | null };
/** The trailing twelve months' DSCR at a covenant test date; null when none of those months carries debt service. */
export type DscrPoint = DatePoint & { trailingDscr: number | null };
/** A tick of a time axis: the start of a model year, named as the year charts name it. */
export type YearTick = { day: number; label: string };

/** A year's running costs: everything between gross revenue and CFADS (docs/spec/calculation.md section 5). */
export function operatingCosts(year: Year): number {
  return year.opex + year.auditingTaxAdvice + year.docking + year.commission + year.administrationFee + year.technicalFee;
}

/** Gross revenue against the running costs and the debt service of each model year. */
export function revenueChartData(result: ScenarioResult): RevenuePoint[] {
  return result.years.map((year) => ({ ...yearPoint(year), revenue: year.grossRevenue, costs: operatingCosts(year), debtService: year.debtService }));
}

/**
 * The linear value at a model year's end: that of the period ending on the same day
 * (the last period of the year); null if no period ends there.
 */
export function linearValueAtYearEnd(result: ScenarioResult, year: Year): number | null {
  return result.periods.find((period) => period.end === year.end)?.linearValue ?? null;
}

/** The debt outstanding at each model year's end against the ship's linear value on that day. */
export function debtValueChartData(result: ScenarioResult): DebtValuePoint[] {
  return result.years.map((year) => ({
    ...yearPoint(year),
    debtOutstanding: year.debtOutstanding,
    linearValue: linearValueAtYearEnd(result, year),
    balloon: year.balloon,
  }));
}

/**
 * The debt outstanding and the linear value at every period end. Year-end points would draw a balloon
 * repaid mid-year as a slope over the year; monthly points show it falling in the month of maturity.
 */
export function debtValuePeriodData(result: ScenarioResult): DebtPeriodPoint[] {
  return result.periods.map((period) => ({
    end: period.end,
    day: dayOf(period.end),
    debtOutstanding: period.debtOutstanding,
    linearValue: period.linearValue,
  }));
}

/** The cash at each model year's end (docs/spec/calculation.md section 7). */
export function liquidityChartData(result: ScenarioResult): LiquidityPoint[] {
  return result.years.map((year) => ({ ...yearPoint(year), liquidity: year.liquidity }));
}

/**
 * Each model year's discounted CFADS and their running sum from the valuation date; the last year also holds the
 * residual value discounted from the end of life, so that the running sum ends at core's DCF value
 * (docs/spec/calculation.md section 8: dcfValue = Σ presentValue + the discounted residual value). The residual's
 * present value is what the DCF value holds beyond the periods' present values: no second discounting here.
 */
export function discountedCashflowChartData(result: ScenarioResult): DiscountedCashflowPoint[] {
  const periodsTotal = result.years.reduce((sum, year) => sum + year.presentValue, 0);
  const residualPresentValue = result.kpis.dcfValue - periodsTotal;
  const last = result.years.length - 1;
  let cumulative = 0;
  return result.years.map((year, index) => {
    const residual = index === last ? residualPresentValue : null;
    cumulative += year.presentValue + (residual ?? 0);
    return {
      ...yearPoint(year),
      presentValue: year.presentValue,
      residualPresentValue: residual,
      cumulativePresentValue: index === last ? result.kpis.dcfValue : cumulative,
    };
  });
}

/** The start of each model year on a time axis, labelled as the year charts label it ("2026", …, "2036*"). */
export function yearTicks(result: ScenarioResult): YearTick[] {
  return result.years.map((year) => ({ day: dayOf(year.start), label: yearAxisLabel(year) }));
}

/** A time axis from the valuation date to the end of life: the model years' span. */
export function timelineDomain(result: ScenarioResult): [number, number] {
  const first = result.years[0];
  const last = result.years[result.years.length - 1];
  if (first === undefined || last === undefined) return [0, 1];
  return [dayOf(first.start), dayOf(last.end)];
}

/**
 * The LTV as the lender watches it (docs/spec/calculation.md section 8a): at the drawdown, the loans drawn by the
 * acquisition date against the second-hand price (ltvAtAcquisition, to compare with the leverage), when any is drawn;
 * then at each covenant test date the debt against the market value, core's ltv of the period ending there, which the
 * minimum value clause bounds at 1 / minimumValueClause.
 */
export function ltvChartData(result: ScenarioResult): LtvPoint[] {
  const { derived } = result;
  const drawdown: LtvPoint[] =
    derived.debtAtAcquisition > 0
      ? [{ day: dayOf(derived.acquisitionDate), date: derived.acquisitionDate, drawdownLtv: derived.ltvAtAcquisition, ltv: null }]
      : [];
  const ltvAt = new Map(result.periods.map((period) => [period.end, period.ltv]));
  return [
    ...drawdown,
    ...result.covenantTests.map((test) => ({ day: dayOf(test.date), date: test.date, drawdownLtv: null, ltv: ltvAt.get(test.date) ?? null })),
  ];
}

/** The trailing DSCR at each covenant test date, the figure the DSCR covenant is tested on (section 8a). */
export function dscrChartData(result: ScenarioResult): DscrPoint[] {
  return result.covenantTests.map((test) => ({ day: dayOf(test.date), date: test.date, trailingDscr: test.trailingDscr }));
}
