import type { ScenarioResult, Year } from '@keelson/core';

/** Every chart plots one point per model year; `year` is the model year's number (1, 2, …). */
type YearPoint = { year: number };

export type RevenuePoint = YearPoint & { revenue: number; costs: number; debtService: number };
export type DebtValuePoint = YearPoint & { debtOutstanding: number; linearValue: number | null };
export type LiquidityPoint = YearPoint & { liquidity: number };
export type DiscountedCashflowPoint = YearPoint & { presentValue: number; cumulativePresentValue: number };

/** A year's running costs: everything between gross revenue and CFADS (docs/spec/calculation.md section 5). */
export function operatingCosts(year: Year): number {
  return year.opex + year.auditingTaxAdvice + year.docking + year.commission + year.administrationFee + year.technicalFee;
}

/** Gross revenue against the running costs and the debt service of each model year. */
export function revenueChartData(result: ScenarioResult): RevenuePoint[] {
  return result.years.map((year) => ({ year: year.year, revenue: year.grossRevenue, costs: operatingCosts(year), debtService: year.debtService }));
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
  return result.years.map((year) => ({ year: year.year, debtOutstanding: year.debtOutstanding, linearValue: linearValueAtYearEnd(result, year) }));
}

/** The cash at each model year's end (docs/spec/calculation.md section 7). */
export function liquidityChartData(result: ScenarioResult): LiquidityPoint[] {
  return result.years.map((year) => ({ year: year.year, liquidity: year.liquidity }));
}

/** Each model year's discounted CFADS and their running sum from the valuation date. */
export function discountedCashflowChartData(result: ScenarioResult): DiscountedCashflowPoint[] {
  let cumulative = 0;
  return result.years.map((year) => {
    cumulative += year.presentValue;
    return { year: year.year, presentValue: year.presentValue, cumulativePresentValue: cumulative };
  });
}
