import { describe, expect, it } from 'vitest';
import { calculateCashflow } from '../cashflow/calculate';
import type { CovenantTest } from '../cashflow/result-types';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { prepareMonteCarlo, summarizeMonteCarlo } from './run-monte-carlo';
import { simulatePaths, type PathOutputs } from './simulate-paths';
import { identityCashflows } from './test-cashflows';

const figures = ['dcfValue', 'projectNpv', 'equityIrr', 'equityIrrRoots', 'minDscr', 'covenantBreachDate'] as const;

function baseKpis(cashflow: Record<string, unknown>) {
  const validated = validateForCalculation(cashflow);
  if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
  const base = calculateCashflow(validated.input)[0];
  if (base === undefined) throw new Error('no base scenario');
  return base;
}

/** The number of paths whose figure is not Object.is-equal to the base's. */
function mismatches(outputs: PathOutputs, expected: Record<(typeof figures)[number], unknown>): Record<string, number> {
  return Object.fromEntries(figures.map((figure) => [figure, outputs[figure].filter((value: unknown) => !Object.is(value, expected[figure])).length]));
}

describe('docs/monte-carlo.md section 9: with zero volatility and no shocks every path is the base scenario exactly', () => {
  const paths = 200;
  for (const [name, cashflow] of Object.entries(identityCashflows)) {
    const base = baseKpis(cashflow);
    for (const reversion of [0, 0.5, 5]) {
      for (const seed of [0, 1, 4294967295]) {
        it(`${name}, κ = ${reversion}, S = ${seed}`, () => {
          const parameters = { paths, seed, volatility: 0, reversion, valueReversion: reversion / 5, opexVolatility: 0, scrapVolatility: 0 };
          const prepared = prepareMonteCarlo(cashflow, parameters);
          if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
          expect(prepared.prepared.simulation.modelYears).toBe(base.years.length);
          const outputs = simulatePaths(prepared.prepared.simulation, { firstPath: 0, endPath: paths });
          expect(outputs.dcfValue).toHaveLength(paths);
          expect(mismatches(outputs, base.kpis)).toEqual(Object.fromEntries(figures.map((figure) => [figure, 0])));

          const outcome = summarizeMonteCarlo(prepared.prepared, outputs);
          if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
          const { statistics, probabilities, histograms } = outcome.summary;
          for (const output of ['dcfValue', 'projectNpv', 'equityIrr', 'minDscr'] as const) {
            const value = base.kpis[output];
            const { min, p5, p50, p95, max, mean, stdDev } = statistics[output];
            expect([min, p5, p50, p95, max]).toEqual([value, value, value, value, value]);
            if (value === null) {
              expect(statistics[output].nullCount).toBe(paths);
              expect(histograms[output]).toBeNull();
            } else {
              expect(Math.abs((mean ?? Number.NaN) - value)).toBeLessThanOrEqual(1e-12 * Math.abs(value));
              expect(stdDev).toBe(0);
              expect(histograms[output]).toEqual({ lo: value, hi: value, counts: [paths], tailBelow: 0, tailAbove: 0 });
            }
          }
          expect(probabilities.npvBelowZero).toBe(base.kpis.projectNpv < 0 ? 1 : 0);
          expect(probabilities.minDscrBelowOne).toBe(base.kpis.minDscr === null ? null : base.kpis.minDscr < 1 ? 1 : 0);
          const { testYears } = prepared.prepared.simulation;
          const input = validateForCalculation(cashflow);
          if (!input.ok) throw new Error('invalid');
          const { dscrCovenant, minimumLiquidityCovenantCurr } = input.input;
          // Every path tests the base's market values, so each covenant is breached on all paths or on none, in the
          // base's breach years, and the expected cure amount is the base's largest.
          const expectedBreach = (breached: (test: CovenantTest) => boolean) => {
            const years = base.covenantTests.flatMap((test, index) => (breached(test) ? [testYears[index] ?? 0] : []));
            const first = years[0];
            return {
              probability: first === undefined ? 0 : 1,
              byYear: base.years.map((year) => (years.includes(year.year) ? 1 : 0)),
              firstBreachByYear: base.years.map((year) => (year.year === first ? 1 : 0)),
            };
          };
          const { expectedCureAmount, ...valueClause } = outcome.summary.covenantBreach.minimumValueClause;
          // A mean of N equal values, summed in path order, is the value within rounding.
          if (base.kpis.maxCureAmount === null) expect(expectedCureAmount).toBeNull();
          else expect(Math.abs((expectedCureAmount ?? Number.NaN) - base.kpis.maxCureAmount)).toBeLessThanOrEqual(1e-12 * base.kpis.maxCureAmount);
          expect({ ...outcome.summary.covenantBreach, minimumValueClause: valueClause }).toEqual({
            minimumValueClause: expectedBreach((test) => test.minimumValueClauseBreached),
            dscr: dscrCovenant === null ? null : expectedBreach((test) => test.dscrCovenantBreached),
            liquidity: minimumLiquidityCovenantCurr === null ? null : expectedBreach((test) => test.liquidityCovenantBreached),
          });
          expect(outcome.summary.base).toEqual({
            dcfValue: base.kpis.dcfValue,
            projectNpv: base.kpis.projectNpv,
            equityIrr: base.kpis.equityIrr,
            minDscr: base.kpis.minDscr,
            covenantBreach: {
              minimumValueClause: base.kpis.covenantBreachDate !== null,
              dscr: dscrCovenant === null ? null : base.kpis.dscrCovenantBreachDate !== null,
              liquidity: minimumLiquidityCovenantCurr === null ? null : base.kpis.liquidityCovenantBreachDate !== null,
            },
          });
        });
      }
    }
  }

  it('covers a breached covenant and a null minimum DSCR among its cashflows', () => {
    const kpis = Object.values(identityCashflows).map((cashflow) => baseKpis(cashflow).kpis);
    expect(kpis.some((entry) => entry.minDscr === null)).toBe(true);
    expect(kpis.some((entry) => entry.minDscr !== null && entry.minDscr < 1)).toBe(true);
    expect(kpis.some((entry) => entry.covenantBreachDate !== null)).toBe(true);
    expect(kpis.some((entry) => entry.minTrailingDscr !== null)).toBe(true);
  });
});
