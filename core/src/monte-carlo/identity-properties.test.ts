import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from '../cashflow/calculate';
import type { CovenantTest, Kpis, ScenarioResult } from '../cashflow/result-types';
import { changeDriver } from '../sensitivity/drivers';
import { catalogueCashflows } from '../test-support/catalogue-cashflows';
import { scenario } from '../test-support/cashflows';
import type { MonteCarloParameters } from './parameters';
import { prepareMonteCarlo } from './run-monte-carlo';
import { pathFigures, simulatePaths, type Simulation } from './simulate-paths';

const figures = ['dcfValue', 'projectNpv', 'equityIrr', 'equityIrrRoots', 'minDscr', 'covenantBreachDate', 'maxCureAmount'] as const;

/** The base scenario of calculate(), which must accept the cashflow. */
function baseResult(cashflow: unknown): ScenarioResult {
  const outcome = calculate(cashflow);
  if (!outcome.ok) throw new Error(`not calculated: ${JSON.stringify(outcome.errors)}`);
  return scenario(outcome.results, 'base');
}

const baseKpis = (cashflow: unknown): Kpis => baseResult(cashflow).kpis;

/** The fields of a path's covenant tests that differ from the base's by Object.is (section 8a: MV is the linear value). */
function testDifferences(tests: readonly CovenantTest[], expected: readonly CovenantTest[]): string[] {
  if (tests.length !== expected.length) return [`${tests.length} tests ≠ ${expected.length}`];
  return tests.flatMap((test, index) =>
    Object.entries(test)
      .filter(([field, value]) => !Object.is(value, expected[index]?.[field as keyof CovenantTest]))
      .map(([field, value]) => `test ${index} ${field}: ${String(value)}`),
  );
}

function simulationOf(cashflow: unknown, parameters: MonteCarloParameters): Simulation {
  const prepared = prepareMonteCarlo(cashflow, parameters);
  if (!prepared.ok) throw new Error(`not prepared: ${JSON.stringify(prepared.errors)}`);
  return prepared.prepared.simulation;
}

/** The figures of a path that differ from the kpis by Object.is. */
function differences(figureOfPath: (figure: (typeof figures)[number]) => unknown, kpis: Kpis): string[] {
  return figures
    .filter((figure) => !Object.is(figureOfPath(figure), kpis[figure]))
    .map((figure) => `${figure}: ${String(figureOfPath(figure))} ≠ ${String(kpis[figure])}`);
}

const ones = (simulation: Simulation) => new Float64Array(simulation.modelYears).fill(1);
const zeros = (simulation: Simulation) => new Float64Array(simulation.modelYears);
const runs = { numRuns: 60 };
const reversion = fc.constantFrom(0, 0.5, 5);
const valueReversion = fc.constantFrom(0, 0.1, 5);

/**
 * docs/monte-carlo.md section 9 for cashflows drawn from the whole field catalogue, so that an input added to the
 * engine is simulated without anyone naming it here. Equality is exact (Object.is): a factor of exactly 1 leaves every
 * rate, the opex stage and the steel price bit-identical (x × 1 = x in IEEE 754), and a path then sums the same days
 * in the same order with the engine's own functions, so nothing may differ by even a rounding.
 */
describe("a Monte Carlo path at zero volatility and factors 1 is calculate()'s base scenario", () => {
  it('on every path of a run with every volatility 0', () => {
    fc.assert(
      fc.property(catalogueCashflows, reversion, valueReversion, fc.nat(), (cashflow, kappa, kappaV, seed) => {
        const parameters = { paths: 3, seed, volatility: 0, reversion: kappa, valueReversion: kappaV, opexVolatility: 0, scrapVolatility: 0 };
        const simulation = simulationOf(cashflow, parameters);
        const outputs = simulatePaths(simulation, { firstPath: 0, endPath: 3 });
        const base = baseResult(cashflow);
        const breachYears = (breached: (test: CovenantTest) => boolean) =>
          base.covenantTests
            .flatMap((test, index) => (breached(test) ? [simulation.testYears[index]] : []))
            .filter((year, index, all) => all.indexOf(year) === index);
        for (let path = 0; path < 3; path += 1) {
          expect(
            differences((figure) => (figure === 'maxCureAmount' ? outputs.covenantBreaches[path]?.maxCureAmount : outputs[figure][path]), base.kpis),
            `path ${path}`,
          ).toEqual([]);
          expect(outputs.covenantBreaches[path]).toEqual({
            minimumValueClause: breachYears((test) => test.minimumValueClauseBreached),
            dscr: breachYears((test) => test.dscrCovenantBreached),
            liquidity: breachYears((test) => test.liquidityCovenantBreached),
            maxCureAmount: base.kpis.maxCureAmount,
          });
        }
      }),
      runs,
    );
  });

  it('through the shocked timeline and statics (opex and scrap shocks on) with every factor exactly 1, covenant tests included', () => {
    fc.assert(
      fc.property(catalogueCashflows, reversion, valueReversion, (cashflow, kappa, kappaV) => {
        const parameters = { paths: 1, seed: 1, volatility: 0, reversion: kappa, valueReversion: kappaV, opexVolatility: 0.2, scrapVolatility: 0.3 };
        const simulation = simulationOf(cashflow, parameters);
        const path = pathFigures({ simulation, yearFactors: ones(simulation), deviations: zeros(simulation), opexFactor: 1, scrapFactor: 1 });
        const base = baseResult(cashflow);
        expect(differences((figure) => path[figure], base.kpis)).toEqual([]);
        expect(testDifferences(path.covenantTests, base.covenantTests)).toEqual([]);
      }),
      runs,
    );
  });
});

describe("the Monte Carlo opex shock moves the opex stage as the sensitivity's opex driver does", () => {
  /**
   * A path with opex factor F is calculate() of the cashflow with every opex-stage input × F: the whole stage moves,
   * whatever inputs it sums. Within 1e-9 of the figure or of the price, not exactly: the path multiplies each day's
   * escalated opex by F, the changed cashflow escalates inputs already multiplied by F, and the two products round apart.
   */
  it('dcfValue and projectNpv of a path with opex factor F equal those of the cashflow with the opex driver × F', () => {
    fc.assert(
      fc.property(catalogueCashflows, fc.double({ min: 0.5, max: 1.5, noNaN: true }), (cashflow, factor) => {
        const parameters = { paths: 1, seed: 1, volatility: 0, reversion: 0.5, valueReversion: 0.1, opexVolatility: 0.2, scrapVolatility: 0 };
        const simulation = simulationOf(cashflow, parameters);
        const path = pathFigures({ simulation, yearFactors: ones(simulation), deviations: zeros(simulation), opexFactor: factor, scrapFactor: 1 });
        const kpis = baseKpis(changeDriver(cashflow, 'opex', factor));
        const scale = Math.max(Math.abs(kpis.dcfValue), simulation.statics.totalAcquisitionCost);
        expect(Math.abs(path.dcfValue - kpis.dcfValue)).toBeLessThanOrEqual(1e-9 * scale);
        expect(Math.abs(path.projectNpv - kpis.projectNpv)).toBeLessThanOrEqual(1e-9 * scale);
      }),
      runs,
    );
  });
});
