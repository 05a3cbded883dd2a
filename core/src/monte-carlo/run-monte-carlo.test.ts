import { describe, expect, it } from 'vitest';
import { runMonteCarlo, summarizeMonteCarlo, prepareMonteCarlo } from './run-monte-carlo';
import { exampleCashflow } from './test-cashflows';

describe('runMonteCarlo', () => {
  it('reports the cashflow’s and the parameters’ errors together, as the engine names them', () => {
    const outcome = runMonteCarlo({ ...exampleCashflow, lightWeightTonnage: 0 }, { paths: 0 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((error) => `${error.field} ${error.rule}`)).toEqual(['lightWeightTonnage range', 'monteCarlo.paths range']);
  });

  it('refuses what is not a cashflow', () => {
    expect(runMonteCarlo('cashflow', {})).toMatchObject({ ok: false, errors: [{ field: 'cashflow', rule: 'object' }] });
  });

  it('fails on a non-finite figure with nonFinite on monteCarlo.volatility, never answering Infinity', () => {
    const prepared = prepareMonteCarlo(exampleCashflow, { paths: 2 });
    if (!prepared.ok) throw new Error('invalid');
    const outputs = {
      firstPath: 0,
      dcfValue: [1, Number.POSITIVE_INFINITY],
      projectNpv: [1, 2],
      equityIrr: [0.1, 0.1],
      equityIrrRoots: [1, 1],
      minDscr: [1, 1],
      covenantBreachDate: [null, null],
      covenantBreaches: [
        { minimumValueClause: [], dscr: [], liquidity: [], maxCureAmount: 0 },
        { minimumValueClause: [], dscr: [], liquidity: [], maxCureAmount: 0 },
      ],
    };
    expect(summarizeMonteCarlo(prepared.prepared, outputs)).toMatchObject({ ok: false, errors: [{ field: 'monteCarlo.volatility', rule: 'nonFinite' }] });
  });

  it('keeps the base scenario’s dcfValue as the mean with every shock on: within four standard errors over 10000 paths', () => {
    const outcome = runMonteCarlo(exampleCashflow, {
      paths: 10000,
      seed: 7,
      volatility: 0.3,
      reversion: 0.4,
      valueReversion: 0.1,
      opexVolatility: 0.15,
      scrapVolatility: 0.3,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const { mean, stdDev, count } = outcome.summary.statistics.dcfValue;
    expect(count).toBe(10000);
    expect(Math.abs((mean ?? Number.NaN) - outcome.summary.base.dcfValue)).toBeLessThan((4 * (stdDev ?? Number.NaN)) / Math.sqrt(10000));
    // Volatility spreads the outcome: P5 below the base, P95 above it.
    expect(outcome.summary.statistics.dcfValue.p5).toBeLessThan(outcome.summary.base.dcfValue);
    expect(outcome.summary.statistics.dcfValue.p95).toBeGreaterThan(outcome.summary.base.dcfValue);
  }, 60_000);
});
