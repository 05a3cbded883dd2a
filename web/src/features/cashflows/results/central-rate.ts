import { calculate, type Derived, type ScenarioResult } from '@keelson/core';
import { discountedAtCentralRate } from './figure-statuses';

/** What the DCF card needs of a cashflow to offer a central rate: the inputs core calculates, the equity yield among them. */
export type CentralRateCashflow = { readonly equityYield?: number | null };

/**
 * The financing-independent rate the DCF card offers when the value is discounted at the WACC: the equity yield, which
 * is the WACC of the same ship bought with equity alone (docs/spec/calculation.md section 3). Null when the value does
 * not depend on the financing — discounted at a central rate already, or a WACC equal to the equity yield (no debt) —
 * or when there is no equity yield.
 */
export function financingIndependentRate(cashflow: CentralRateCashflow, derived: Pick<Derived, 'discountRate' | 'wacc'>): number | null {
  const { equityYield } = cashflow;
  if (typeof equityYield !== 'number' || discountedAtCentralRate(derived)) return null;
  return derived.wacc === equityYield ? null : equityYield;
}

/**
 * The DCF value of the same scenario with the cashflow discounted at `rate` instead of the WACC: core's `calculate` of
 * the changed cashflow, no formula of its own. Null when that cashflow does not calculate.
 */
export function dcfValueAtRate(cashflow: CentralRateCashflow, scenario: Pick<ScenarioResult, 'scenario' | 'name'>, rate: number): number | null {
  const outcome = calculate({ ...cashflow, discountRate: rate });
  if (!outcome.ok) return null;
  const same = outcome.results.find((result) => result.scenario === scenario.scenario && (result.name ?? null) === (scenario.name ?? null));
  return same === undefined ? null : same.kpis.dcfValue;
}
