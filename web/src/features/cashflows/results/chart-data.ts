import type { ScenarioResult, Year } from '@keelson/core';
import { yearAxisLabel } from './chart-years';

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
/** A month's end on the debt chart: monthly points, so that a balloon shows as the drop it is. */
export type DebtPeriodPoint = { end: string; debtOutstanding: number; linearValue: number };
export type LiquidityPoint = YearPoint & { liquidity: number };
export type DiscountedCashflowPoint = YearPoint & { presentValue: number; cumulativePresentValue: number };

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
  return result.periods.map((period) => ({ end: period.end, debtOutstanding: period.debtOutstanding, linearValue: period.linearValue }));
}

/** The cash at each model year's end (docs/spec/calculation.md section 7). */
export function liquidityChartData(result: ScenarioResult): LiquidityPoint[] {
  return result.years.map((year) => ({ ...yearPoint(year), liquidity: year.liquidity }));
}

/** Each model year's discounted CFADS and their running sum from the valuation date. */
export function discountedCashflowChartData(result: ScenarioResult): DiscountedCashflowPoint[] {
  let cumulative = 0;
  return result.years.map((year) => {
    cumulative += year.presentValue;
    return { ...yearPoint(year), presentValue: year.presentValue, cumulativePresentValue: cumulative };
  });
}
