import type { ModelInput } from './model-input';
import type { Period, Year } from './result-types';
import type { Statics } from './statics';
import { netRevenueShare } from './years';

/**
 * The one flat daily charter rate x that makes projectNpv = 0 (docs/spec/calculation.md section 8). projectNpv is
 * linear in x: NPV(x) = A + x × B with B = share × Σ DF_p × onHireDays_p, A = NPV without revenue (the price
 * discounted from T), both at ρ.
 */
export function breakevenCharterRate(options: {
  input: ModelInput;
  statics: Statics;
  periods: readonly Period[];
  residualDiscountFactor: number;
}): number | null {
  const { input, statics, periods } = options;
  const share = netRevenueShare(input);
  let revenuePerUnitRate = 0;
  let costs = 0;
  for (const period of periods) {
    revenuePerUnitRate += period.discountFactor * period.onHireDays * share;
    costs += period.discountFactor * (period.opex + period.auditingTaxAdvice + period.docking);
  }
  if (revenuePerUnitRate === 0) return null;
  const withoutRevenue =
    -statics.totalAcquisitionCost * statics.acquisitionDiscountFactor - costs + statics.residualValueAtEndOfLife * options.residualDiscountFactor;
  return -withoutRevenue / revenuePerUnitRate;
}

/**
 * avgCashBreakevenRate = Σ (opex + auditing + docking + debt service) / Σ net on-hire days over the years, and
 * maxCashBreakevenRate = the largest year's cashBreakevenRate (docs/spec/calculation.md section 8).
 */
export function cashBreakevenRates(options: { input: ModelInput; years: readonly Year[] }): { avg: number | null; max: number | null } {
  const { input, years } = options;
  let cashCosts = 0;
  let netOnHireDays = 0;
  let max: number | null = null;
  const share = netRevenueShare(input);
  for (const year of years) {
    cashCosts += year.opex + year.auditingTaxAdvice + year.docking + year.debtService;
    netOnHireDays += year.onHireDays * share;
    if (year.cashBreakevenRate !== null && (max === null || year.cashBreakevenRate > max)) max = year.cashBreakevenRate;
  }
  return { avg: netOnHireDays === 0 ? null : cashCosts / netOnHireDays, max };
}
