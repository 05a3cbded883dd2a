import { calculate, type Cashflow } from '@keelson/core';
import { workedExampleV3Cashflow } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { dcfValueAtRate, financingIndependentRate } from './central-rate';

function resultsOf(cashflow: Cashflow) {
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error('the cashflow calculates');
  return outcome.results;
}

// The second worked example is discounted at the WACC: 10 % required on the equity, about 6.7 % on its two loans.
const example = workedExampleV3Cashflow;
const [base, longTermAverage] = resultsOf(example);

describe('financingIndependentRate', () => {
  it('offers the equity yield when the value is discounted at a WACC that mixes in debt', () => {
    if (base === undefined) throw new Error('a base result');
    expect(base.derived.wacc).toBeLessThan(0.1);
    expect(financingIndependentRate(example, base.derived)).toBe(0.1);
  });

  it('offers nothing at a central rate, without debt (the WACC is the equity yield) or without an equity yield', () => {
    const [central] = resultsOf({ ...example, discountRate: 0.08 });
    const [unlevered] = resultsOf({ ...example, tranches: [] });
    if (central === undefined || unlevered === undefined || base === undefined) throw new Error('results');
    const atCentralRate: Cashflow = { ...example, discountRate: 0.08 };
    const withoutDebt: Cashflow = { ...example, tranches: [] };
    expect(financingIndependentRate(atCentralRate, central.derived)).toBeNull();
    expect(unlevered.derived.wacc).toBe(0.1);
    expect(financingIndependentRate(withoutDebt, unlevered.derived)).toBeNull();
    expect(financingIndependentRate({ equityYield: null }, base.derived)).toBeNull();
  });
});

describe('dcfValueAtRate', () => {
  it("is core's DCF value of the same scenario with the cashflow discounted at the rate", () => {
    const [atTen, longAtTen, weakAtTen] = resultsOf({ ...example, discountRate: 0.1, scenarios: [{ name: 'Weak', overrides: { charterRateChange: -0.2 } }] });
    const withWeak = { ...example, scenarios: [{ name: 'Weak', overrides: { charterRateChange: -0.2 } }] };
    if (base === undefined || longTermAverage === undefined || atTen === undefined || longAtTen === undefined || weakAtTen === undefined)
      throw new Error('results');
    expect(dcfValueAtRate(example, base, 0.1)).toBe(atTen.kpis.dcfValue);
    expect(dcfValueAtRate(example, longTermAverage, 0.1)).toBe(longAtTen.kpis.dcfValue);
    expect(dcfValueAtRate(withWeak, { scenario: 'user', name: 'Weak' }, 0.1)).toBe(weakAtTen.kpis.dcfValue);
    // Discounted at the higher, unlevered rate the ship is worth less than at the WACC.
    expect(atTen.kpis.dcfValue).toBeLessThan(base.kpis.dcfValue);
  });

  it('is null when the changed cashflow does not calculate', () => {
    const invalid: Cashflow = { ...example, valuationDate: null };
    expect(dcfValueAtRate(invalid, { scenario: 'base' }, 0.1)).toBeNull();
  });
});
