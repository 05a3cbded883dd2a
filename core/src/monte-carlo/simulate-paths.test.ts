import { describe, expect, it } from 'vitest';
import { scenarioIndependentParts } from '../cashflow/calculate';
import { charterRates, charterSchedule } from '../cashflow/charter-schedule';
import { covenantTests } from '../cashflow/covenant-tests';
import { computeKeyFigures } from '../cashflow/key-figures';
import { buildPeriods } from '../cashflow/periods';
import { validateForCalculation } from '../cashflow/validate-for-calculation';
import { buildYears, modelYearSpans, netRevenueShare } from '../cashflow/years';
import { charterFactors, charterProcess, levelFactor } from './charter-factors';
import type { MonteCarloParameters } from './parameters';
import { normal, pathGenerators } from './random';
import { prepareMonteCarlo, runMonteCarlo } from './run-monte-carlo';
import { joinPathOutputs, pathMarketValues, simulatePaths } from './simulate-paths';
import { exampleCashflow, newBuildCashflow, scrapSensitiveCashflow, withoutCharterCashflow } from './test-cashflows';

const everyShock: MonteCarloParameters = {
  paths: 50,
  seed: 20260701,
  volatility: 0.35,
  reversion: 0.3,
  valueReversion: 0.15,
  opexVolatility: 0.2,
  scrapVolatility: 0.5,
};

function validInput(cashflow: Record<string, unknown>) {
  const validated = validateForCalculation(cashflow);
  if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
  return validated.input;
}

/**
 * Section 8a's market value the slow way, term by term over the periods i > k as the spec writes it:
 * MV_k = max(min(residualValue, linearValue), linearValue + share × Σ (discountFactor_i / discountFactor_k) × U_i × (m − 1)).
 */
function referenceMarketValues(options: {
  input: ReturnType<typeof validInput>;
  parts: ReturnType<typeof scenarioIndependentParts>;
  deviations: Float64Array;
  variances: Float64Array;
  valueReversion: number;
}): number[] {
  const { input, parts, deviations, variances } = options;
  const { frames, statics } = parts;
  const average = buildPeriods({
    input,
    frames,
    timeline: parts.timeline,
    rates: charterRates({ input, statics, scenario: 'longTermAverage' }),
    openingCash: parts.openingCash,
    saleAtEndOfLife: statics.saleAtEndOfLife,
  });
  const spans = modelYearSpans({ input, frames, endOfLife: statics.endOfLife });
  const yearOf = (period: number) => spans.find((span) => period >= span.firstPeriod && period < span.endPeriod)?.year ?? 0;
  const decay = Math.exp(-options.valueReversion);
  return parts.testPeriods.map((k) => {
    const j = yearOf(k);
    const x = deviations[j - 1] ?? 0;
    const v = variances[j - 1] ?? 0;
    const m = (y: number) => (y === j ? Math.exp(x - v / 2) : Math.exp(decay ** (y - j) * x - (decay ** (2 * (y - j)) * v) / 2));
    let change = 0;
    for (let i = k + 1; i < frames.length; i += 1) {
      change += ((frames[i]?.discountFactor ?? 0) / (frames[k]?.discountFactor ?? 1)) * (average[i]?.grossRevenue ?? 0) * (m(yearOf(i)) - 1);
    }
    const linear = frames[k]?.linearValue ?? 0;
    return Math.max(Math.min(statics.residualValue, linear), linear + netRevenueShare(input) * change);
  });
}

/**
 * Path p the slow way, as docs/monte-carlo.md section 2 defines it: its normals and factors, then the engine's whole
 * base calculation (validation included) of the cashflow with opexPerDayCurr × F_o and steelPricePerTonCurr × F_s,
 * with F_j passed to charterRates, and the covenant tests against section 8a's market value.
 */
function referencePath(cashflow: Record<string, unknown>, parameters: MonteCarloParameters, path: number) {
  const modelYears = buildYears({ ...scenarioParts(validInput(cashflow)) }).length;
  const source = pathGenerators({ seed: parameters.seed, firstPath: path })();
  const normals = Array.from({ length: modelYears }, () => normal(source));
  const opexFactor = levelFactor({ volatility: parameters.opexVolatility, normal: normal(source) });
  const scrapFactor = levelFactor({ volatility: parameters.scrapVolatility, normal: normal(source) });
  const process = charterProcess({ ...parameters, years: modelYears });
  const deviations = new Float64Array(modelYears);
  const yearFactors = charterFactors({ process, normals, deviations });
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
  const marketValues = referenceMarketValues({
    input,
    parts,
    deviations,
    variances: process.variances,
    valueReversion: parameters.valueReversion,
  });
  const tests = covenantTests({ input, periods, testPeriods: parts.testPeriods, marketValues });
  return computeKeyFigures({ ...parts, input, periods, years, covenantTests: tests });
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
        const cure = outputs.covenantBreaches[path]?.maxCureAmount ?? null;
        if (!near(cure, expected.maxCureAmount)) failures.push(`path ${path} maxCureAmount: ${cure} ≠ ${expected.maxCureAmount}`);
      }
      expect(failures).toEqual([]);
      // The shocks matter: the figures differ from path to path.
      expect(new Set(outputs.dcfValue).size).toBe(everyShock.paths);
    });
  }

  it('moves the minimum value clause with the market: some paths breach it and some do not, also without a scrap shock', () => {
    const run = (parameters: Partial<MonteCarloParameters>) => {
      const outcome = runMonteCarlo(scrapSensitiveCashflow, { ...everyShock, paths: 200, ...parameters });
      if (!outcome.ok) throw new Error('invalid run');
      return outcome.summary.covenantBreach.minimumValueClause.probability;
    };
    for (const probability of [run({}), run({ scrapVolatility: 0 })]) {
      expect(probability).toBeGreaterThan(0);
      expect(probability).toBeLessThan(1);
    }
    // A market that expects today's deviation to last (κ_v = 0) moves the value more than one that expects it to fade.
    expect(run({ scrapVolatility: 0, valueReversion: 0 })).toBeGreaterThan(run({ scrapVolatility: 0, valueReversion: 5 }));
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

describe('the simulated market value (docs/spec/calculation.md section 8a)', () => {
  const prepared = prepareMonteCarlo(exampleCashflow, { ...everyShock, valueReversion: 0.5 });
  if (!prepared.ok) throw new Error('invalid');
  // One test date in model year 1 of 2, with weights W = [100, 1000] and v_1 = 0.04.
  const simulation = {
    ...prepared.prepared.simulation,
    modelYears: 2,
    testPeriods: [0],
    testYears: [1],
    valueWeights: [Float64Array.from([100, 1000])],
    process: { ...prepared.prepared.simulation.process, variances: Float64Array.from([0.04, 0.06]) },
  };
  const valueOf = (options: { x: number; linearValue: number }) =>
    pathMarketValues({ simulation, deviations: [options.x, 0], balances: [{ linearValue: options.linearValue }], residualValue: 1000 })[0];

  it('adds the present value of the earnings the market expects: the test year at F_1, a later year at a_v^(y−j)', () => {
    // κ_v = 0.5: a_v = e^(−0.5) = 0.6065307. x_1 = 0.2:
    // m(1) − 1 = e^(0.2 − 0.04 / 2) − 1 = e^0.18 − 1 = 0.1972174;
    // m(2) − 1 = e^(0.6065307 × 0.2 − 0.6065307² × 0.04 / 2) − 1 = e^0.1139485 − 1 = 0.1206945;
    // ΔPV = 100 × 0.1972174 + 1000 × 0.1206945 = 140.41619; MV = 5000 + 140.41619 = 5140.41619.
    expect(simulation.valueDecay).toBe(Math.exp(-0.5));
    expect(valueOf({ x: 0.2, linearValue: 5000 })).toBeCloseTo(5140.41619, 5);
  });

  it('never goes below the scrap value, unless the linear value is below it already', () => {
    // x_1 = −3: m(1) − 1 = e^(−3.02) − 1 = −0.9511988, m(2) − 1 = e^(−1.8195920 − 0.0073576) − 1 = −0.8390964;
    // ΔPV = −95.11988 − 839.09635 = −934.21623, so 1100 + ΔPV = 165.78 is floored at the scrap value 1000,
    // and a linear value of 900, below the scrap value, at 900.
    expect(valueOf({ x: -3, linearValue: 1100 })).toBe(1000);
    expect(valueOf({ x: -3, linearValue: 900 })).toBe(900);
  });

  it('is the linear value exactly when x = v = 0', () => {
    const atRest = { ...simulation, process: { ...simulation.process, variances: new Float64Array(2) } };
    const values = pathMarketValues({ simulation: atRest, deviations: [0, 0], balances: [{ linearValue: 4321.123456789 }], residualValue: 1000 });
    expect(values[0]).toBe(4321.123456789);
  });
});
