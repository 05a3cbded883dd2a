import { describe, expect, it } from 'vitest';
import { scenarioIndependentParts } from '../cashflow/calculate';
import { charterRates, charterSchedule } from '../cashflow/charter-schedule';
import { covenantTests } from '../cashflow/covenant-tests';
import { computeKeyFigures } from '../cashflow/key-figures';
import { buildPeriods } from '../cashflow/periods';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { buildYears } from '../cashflow/years';
import { charterFactors, charterProcess, levelFactor } from './charter-factors';
import type { MonteCarloParameters } from './parameters';
import { normal, pathGenerators } from './random';
import { prepareMonteCarlo, runMonteCarlo } from './run-monte-carlo';
import { joinPathOutputs, simulatePaths } from './simulate-paths';
import { exampleCashflow, newBuildCashflow, scrapSensitiveCashflow, withoutCharterCashflow } from './test-cashflows';

const everyShock: MonteCarloParameters = { paths: 50, seed: 20260701, volatility: 0.35, reversion: 0.3, opexVolatility: 0.2, scrapVolatility: 0.5 };

function validInput(cashflow: Record<string, unknown>) {
  const validated = validateForCalculation(cashflow);
  if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
  return validated.input;
}

/**
 * Path p the slow way, as docs/monte-carlo.md section 2 defines it: its normals and factors, then the engine's whole
 * base calculation (validation included) of the cashflow with opexPerDayCurr × F_o and steelPricePerTonCurr × F_s,
 * with F_j passed to charterRates.
 */
function referencePath(cashflow: Record<string, unknown>, parameters: MonteCarloParameters, path: number) {
  const modelYears = buildYears({ ...scenarioParts(validInput(cashflow)) }).length;
  const source = pathGenerators({ seed: parameters.seed, firstPath: path })();
  const normals = Array.from({ length: modelYears }, () => normal(source));
  const opexFactor = levelFactor({ volatility: parameters.opexVolatility, normal: normal(source) });
  const scrapFactor = levelFactor({ volatility: parameters.scrapVolatility, normal: normal(source) });
  const yearFactors = charterFactors({ process: charterProcess({ ...parameters, years: modelYears }), normals });
  const input = validInput({
    ...cashflow,
    opexPerDayCurr: Number(cashflow.opexPerDayCurr) * opexFactor,
    steelPricePerTonCurr: Number(cashflow.steelPricePerTonCurr) * scrapFactor,
  });
  const parts = scenarioIndependentParts(input);
  const rates = charterRates({ input, statics: parts.statics, scenario: 'base', yearFactors });
  const periods = buildPeriods({
    input,
    frames: parts.frames,
    timeline: parts.timeline,
    rates,
    openingCash: parts.openingCash,
    saleAtEndOfLife: parts.statics.saleAtEndOfLife,
  });
  const years = buildYears({ input, periods, frames: parts.frames, endOfLife: parts.statics.endOfLife });
  return computeKeyFigures({ ...parts, input, periods, years, covenantTests: covenantTests({ input, periods, testPeriods: parts.testPeriods }) });
}

function scenarioParts(input: ReturnType<typeof validInput>) {
  const parts = scenarioIndependentParts(input);
  const rates = charterRates({ input, statics: parts.statics, scenario: 'base' });
  const periods = buildPeriods({
    input,
    frames: parts.frames,
    timeline: parts.timeline,
    rates,
    openingCash: parts.openingCash,
    saleAtEndOfLife: parts.statics.saleAtEndOfLife,
  });
  return { input, periods, frames: parts.frames, endOfLife: parts.statics.endOfLife };
}

const near = (actual: number | null | undefined, expected: number | null) =>
  expected === null ? actual === null : actual !== null && actual !== undefined && Math.abs(actual - expected) <= 1e-9 * Math.max(Math.abs(expected), 1);

describe('the fast path of docs/monte-carlo.md section 10', () => {
  for (const [name, cashflow] of Object.entries({
    'worked example': exampleCashflow,
    'scrap-sensitive covenant': scrapSensitiveCashflow,
    '30-year new-build': newBuildCashflow,
  })) {
    it(`agrees with the engine's calculation of the overridden cashflow on 50 paths, every shock on: ${name}`, () => {
      const prepared = prepareMonteCarlo(cashflow, everyShock);
      if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
      const outputs = simulatePaths(prepared.prepared.simulation, { firstPath: 0, endPath: everyShock.paths });
      const failures: string[] = [];
      for (let path = 0; path < everyShock.paths; path += 1) {
        const expected = referencePath(cashflow, everyShock, path);
        for (const figure of ['dcfValue', 'projectNpv', 'equityIrr', 'minDscr'] as const) {
          if (!near(outputs[figure][path], expected[figure])) failures.push(`path ${path} ${figure}: ${outputs[figure][path]} ≠ ${expected[figure]}`);
        }
        if (outputs.equityIrrRoots[path] !== expected.equityIrrRoots) failures.push(`path ${path} equityIrrRoots`);
        if (outputs.covenantBreachDate[path] !== expected.covenantBreachDate) failures.push(`path ${path} covenantBreachDate`);
      }
      expect(failures).toEqual([]);
      // The shocks matter: the figures differ from path to path.
      expect(new Set(outputs.dcfValue).size).toBe(everyShock.paths);
    });
  }

  it('moves the covenant with the scrap shock only: some paths breach it and some do not', () => {
    const withScrap = runMonteCarlo(scrapSensitiveCashflow, { ...everyShock, paths: 200 });
    const withoutScrap = runMonteCarlo(scrapSensitiveCashflow, { ...everyShock, paths: 200, scrapVolatility: 0 });
    if (!withScrap.ok || !withoutScrap.ok) throw new Error('invalid run');
    expect(withScrap.summary.probabilities.ltvCovenantBreach).toBeGreaterThan(0);
    expect(withScrap.summary.probabilities.ltvCovenantBreach).toBeLessThan(1);
    expect(withoutScrap.summary.probabilities.ltvCovenantBreach).toBe(withoutScrap.summary.base.covenantBreach ? 1 : 0);
  });
});

describe('contracted days keep the base rate (docs/monte-carlo.md section 2)', () => {
  it('multiplies only the free days, each by its model year factor, on every path', () => {
    const input = validInput(newBuildCashflow);
    const { statics } = scenarioIndependentParts(input);
    const schedule = charterSchedule({ input, statics, scenario: 'base' });
    // The new-build's current charter runs from V = 2026-07-01 to 2029-06-30 inclusive: 365 + 365 + 366 days.
    expect([schedule.contractedFrom, schedule.contractedTo]).toEqual([0, 1096]);
    const process = charterProcess({ volatility: 0.5, reversion: 0.2, years: 30 });
    for (let path = 0; path < 20; path += 1) {
      const source = pathGenerators({ seed: 9, firstPath: path })();
      const yearFactors = charterFactors({ process, normals: Array.from({ length: 30 }, () => normal(source)) });
      const rates = charterRates({ input, statics, scenario: 'base', yearFactors });
      for (let index = 0; index < rates.length; index += 1) {
        const base = schedule.rates[index] ?? Number.NaN;
        const factor = yearFactors[schedule.yearsSinceValuation[index] ?? -1] ?? Number.NaN;
        const contracted = index >= schedule.contractedFrom && index < schedule.contractedTo;
        if (rates[index] !== (contracted ? base : base * factor)) throw new Error(`path ${path}, day ${index}`);
      }
    }
  });

  it('leaves every rate bit-identical with factors of exactly 1, and without a current charter multiplies every day', () => {
    for (const cashflow of [exampleCashflow, withoutCharterCashflow]) {
      const input = validInput(cashflow);
      const { statics } = scenarioIndependentParts(input);
      const plain = charterRates({ input, statics, scenario: 'base' });
      expect(charterRates({ input, statics, scenario: 'base', yearFactors: new Float64Array(20).fill(1) })).toEqual(plain);
      const doubled = charterRates({ input, statics, scenario: 'base', yearFactors: new Float64Array(20).fill(2) });
      const changed = doubled.filter((rate, index) => rate !== plain[index]).length;
      expect(changed).toBe(
        cashflow === withoutCharterCashflow ? plain.length : plain.length - charterSchedule({ input, statics, scenario: 'base' }).contractedTo,
      );
    }
  });
});

describe('chunks, ranges and progress (docs/monte-carlo.md section 6)', () => {
  const parameters = { ...everyShock, paths: 60 };

  it('gives the same summary, byte for byte, for chunk sizes 1, 7, 250 and N', () => {
    const texts = [1, 7, 250, 60].map((chunkSize) => JSON.stringify(runMonteCarlo(exampleCashflow, parameters, { chunkSize })));
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0] ?? '{}')).toMatchObject({ ok: true });
  });

  it('gives the same paths when four ranges are simulated in reverse order and joined, as four workers would', () => {
    const prepared = prepareMonteCarlo(exampleCashflow, parameters);
    if (!prepared.ok) throw new Error('invalid');
    const { simulation } = prepared.prepared;
    const whole = simulatePaths(simulation, { firstPath: 0, endPath: 60 });
    const ranges = [
      [45, 60],
      [30, 45],
      [13, 30],
      [0, 13],
    ].map(([firstPath = 0, endPath = 0]) => simulatePaths(simulation, { firstPath, endPath }));
    expect(joinPathOutputs(ranges.reverse())).toEqual(whole);
  });

  it('reports progress after every chunk, ending at the total', () => {
    const reports: [number, number][] = [];
    runMonteCarlo(exampleCashflow, { ...parameters, paths: 600 }, { chunkSize: 250, onProgress: (done, total) => reports.push([done, total]) });
    expect(reports).toEqual([
      [250, 600],
      [500, 600],
      [600, 600],
    ]);
  });

  it('gives the same result for the same seed and another for another seed', () => {
    const first = runMonteCarlo(exampleCashflow, parameters);
    expect(runMonteCarlo(exampleCashflow, parameters)).toEqual(first);
    expect(runMonteCarlo(exampleCashflow, { ...parameters, seed: 2 })).not.toEqual(first);
  });
});
