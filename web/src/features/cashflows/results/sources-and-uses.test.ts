import { calculate, type Cashflow } from '@keelson/core';
import { workedExampleV3Cashflow } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { freshLiquidityCovering, sourcesAndUses } from './sources-and-uses';

function derivedOf(cashflow: Cashflow) {
  const outcome = calculate(cashflow);
  if (!outcome.ok || outcome.results[0] === undefined) throw new Error('the example does not calculate');
  return outcome.results[0].derived;
}

describe('sourcesAndUses', () => {
  it('states the second worked example: 16.85m + 1 % commissions + 50,000 paid by both loans at T and the equity', () => {
    const { uses, sources, shortfall } = sourcesAndUses(derivedOf(workedExampleV3Cashflow));
    expect(uses).toEqual([
      { kind: 'secondHandPrice', amount: 16_850_000 },
      { kind: 'commissions', amount: 168_500 },
      { kind: 'transactionCosts', amount: 50_000 },
      { kind: 'totalAcquisitionCost', amount: 17_068_500 },
    ]);
    // Both loans are drawn at the completion (no disbursement date): 6.5m + 3m; the purchase needs 17,068,500 − 9.5m.
    expect(sources).toEqual([
      { kind: 'loan', tranche: 1, amount: 6_500_000 },
      { kind: 'loan', tranche: 2, amount: 3_000_000 },
      { kind: 'requiredEquity', amount: 7_568_500 },
      { kind: 'equity', amount: 8_750_000 },
    ]);
    expect(shortfall).toBe(0);
  });

  it('leaves out a loan drawn after the completion and reports what the equity lacks', () => {
    const tranches = (workedExampleV3Cashflow.tranches ?? []).map((tranche, index) => (index === 1 ? { ...tranche, disbursementDate: '2027-01-04' } : tranche));
    const later = { ...workedExampleV3Cashflow, freshLiquidityCurr: 5_000_000, tranches };
    const { sources, shortfall } = sourcesAndUses(derivedOf(later));
    expect(sources.filter((line) => line.kind === 'loan')).toEqual([{ kind: 'loan', tranche: 1, amount: 6_500_000 }]);
    // 17,068,500 − 6.5m − (5m + 0.5m + 0.25m) = 4,818,500.
    expect(shortfall).toBe(4_818_500);
  });
});

describe('freshLiquidityCovering', () => {
  it('raises the fresh liquidity by the shortfall, to a whole unit', () => {
    expect(freshLiquidityCovering(5_000_000, 4_818_500)).toBe(9_818_500);
    expect(freshLiquidityCovering(null, 1_234.2)).toBe(1_235);
  });

  it('covers the shortfall when applied', () => {
    const short = { ...workedExampleV3Cashflow, freshLiquidityCurr: 1_000_000 };
    const fixed = { ...short, freshLiquidityCurr: freshLiquidityCovering(1_000_000, derivedOf(short).equityShortfall) };
    expect(derivedOf(short).equityShortfall).toBeGreaterThan(0);
    expect(derivedOf(fixed).equityShortfall).toBe(0);
  });
});
