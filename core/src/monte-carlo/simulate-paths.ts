import { scenarioIndependentParts } from '../cashflow/calculate';
import { applyYearFactors, charterRates, charterSchedule, type CharterSchedule } from '../cashflow/charter-schedule';
import { covenantFigures, covenantTests, type TestedPeriod } from '../cashflow/covenant-tests';
import { shockedTimeline } from '../cashflow/daily-timeline';
import { minDscrOf, servicedDscr } from '../cashflow/debt-ratios';
import { dcfValueOf, equityCashflows, equityIrrOf, projectNpvOf, residualDiscountFactor } from '../cashflow/key-figures';
import type { ModelInput } from '../cashflow/model-input';
import { grossRevenueOf, nextLiquidity, periodCashflows, shockedFrames, type PeriodCashflows, type PeriodFrame } from '../cashflow/periods';
import type { CovenantTest, DateText, Kpis } from '../cashflow/result-types';
import { computeStatics, type Statics } from '../cashflow/statics';
import { modelYearSpans, netRevenueShare, type YearSpan } from '../cashflow/years';
import { charterFactors, charterProcess, levelFactor, type CharterProcess } from './charter-factors';
import type { MonteCarloParameters } from './parameters';
import { normal, pathGenerators } from './random';

type Parts = ReturnType<typeof scenarioIndependentParts>;

/**
 * What every path of a simulation shares, computed once (docs/monte-carlo.md section 10): the engine's
 * scenario-independent parts of the base case, its charter schedule, the charter process and J.
 */
export type Simulation = Parts & {
  input: ModelInput;
  parameters: MonteCarloParameters;
  schedule: CharterSchedule;
  process: CharterProcess;
  /** The model years' periods, the same on every path. */
  years: YearSpan[];
  /** J, the number of model years. */
  modelYears: number;
  residualDiscountFactor: number;
  /** The model year (1 … J) of each covenant test date, in test order. */
  testYears: number[];
  /**
   * The market value's weights (section 4a): for test date t in model year j, W[t][y − 1] = share × Σ over the periods i
   * after the test's period k in model year y of (discountFactor_i / discountFactor_k) × U_i, for y ≥ j (0 before).
   */
  valueWeights: Float64Array[];
  /** a_v = e^(−κ_v). */
  valueDecay: number;
};

/** The outputs of one path (docs/monte-carlo.md section 7), as the base scenario's kpis and covenant tests name them. */
export type PathFigures = Pick<Kpis, 'dcfValue' | 'projectNpv' | 'equityIrr' | 'equityIrrRoots' | 'minDscr' | 'covenantBreachDate' | 'maxCureAmount'> & {
  covenantTests: CovenantTest[];
};

/** A path's covenant breaches (section 7): the model years, ascending, with a breach of each covenant, and its largest cure amount. */
export type PathCovenantBreaches = {
  minimumValueClause: number[];
  dscr: number[];
  liquidity: number[];
  /** The largest cure amount over the test dates; null without test dates. */
  maxCureAmount: number | null;
};

/** The outputs of consecutive paths, each array indexed by p − firstPath. */
export type PathOutputs = {
  firstPath: number;
  dcfValue: number[];
  projectNpv: number[];
  equityIrr: (number | null)[];
  equityIrrRoots: number[];
  minDscr: (number | null)[];
  covenantBreachDate: (DateText | null)[];
  covenantBreaches: PathCovenantBreaches[];
};

/** Prepares the simulation of a validated cashflow's base case with valid parameters (docs/monte-carlo.md section 10). */
export function prepareSimulation(options: { input: ModelInput; parameters: MonteCarloParameters }): Simulation {
  const { input, parameters } = options;
  const parts = scenarioIndependentParts(input);
  const schedule = charterSchedule({ input, statics: parts.statics, scenario: 'base' });
  // J: model year j covers the days with fullYears(V, d) = j − 1, and the last day of [V, EOL) lies in year J.
  const modelYears = (schedule.yearsSinceValuation[schedule.yearsSinceValuation.length - 1] ?? 0) + 1;
  const years = modelYearSpans({ input, frames: parts.frames, endOfLife: parts.statics.endOfLife });
  const yearOfPeriod = new Int32Array(parts.frames.length);
  for (const span of years) yearOfPeriod.fill(span.year, span.firstPeriod, span.endPeriod);
  return {
    ...parts,
    testYears: parts.testPeriods.map((period) => yearOfPeriod[period] ?? modelYears),
    valueWeights: marketValueWeights({ input, parts, yearOfPeriod, modelYears }),
    valueDecay: Math.exp(-parameters.valueReversion),
    years,
    input,
    parameters,
    schedule,
    process: charterProcess({ volatility: parameters.volatility, reversion: parameters.reversion, years: modelYears }),
    modelYears,
    residualDiscountFactor: residualDiscountFactor({ input, statics: parts.statics }),
  };
}

/**
 * W of section 4a for each test date: U_i, the charter-free gross revenue of the `longTermAverage` scenario, discounted to
 * the test's period end, summed by model year and × share. They do not depend on the path.
 */
function marketValueWeights(options: { input: ModelInput; parts: Parts; yearOfPeriod: Int32Array; modelYears: number }): Float64Array[] {
  const { input, parts, yearOfPeriod, modelYears } = options;
  const { frames, statics, timeline } = parts;
  const rates = charterRates({ input, statics, scenario: 'longTermAverage' });
  const revenues = frames.map((frame) => grossRevenueOf({ frame, valuationDate: input.valuationDate, rates, onHire: timeline.onHire }));
  const share = netRevenueShare(input);
  return parts.testPeriods.map((period) => {
    const weights = new Float64Array(modelYears);
    const discountFactor = frames[period]?.discountFactor ?? 1;
    for (let index = period + 1; index < frames.length; index += 1) {
      const year = yearOfPeriod[index] ?? modelYears;
      weights[year - 1] = (weights[year - 1] ?? 0) + ((frames[index]?.discountFactor ?? 0) / discountFactor) * (revenues[index] ?? 0);
    }
    for (let year = 0; year < modelYears; year += 1) weights[year] = share * (weights[year] ?? 0);
    return weights;
  });
}

/**
 * The path's market value at each test date (section 4a): MV = max(min(residualValue, linearValue), linearValue + ΔPV) with
 * ΔPV = Σ over the model years y ≥ j of W[y − 1] × (m(y) − 1), m(j) − 1 = expm1(x_j − v_j / 2) = F_j − 1 and
 * m(y) − 1 = expm1(a_v^(y−j) × x_j − a_v^(2(y−j)) × v_j / 2): what the market expects of year y given the test year's x_j.
 * A ship is worth at least its scrap value, unless its linear value is below it already (a price under the scrap value):
 * the floor is then the linear value, and expm1 keeps ΔPV exactly 0 when x_j = v_j = 0, so a path at zero volatility
 * always tests the linear value.
 */
export function pathMarketValues(options: {
  simulation: Simulation;
  deviations: ArrayLike<number>;
  balances: readonly { linearValue: number }[];
  residualValue: number;
}): Float64Array {
  const { simulation, deviations, balances, residualValue } = options;
  const { testPeriods, testYears, valueWeights, valueDecay, modelYears } = simulation;
  const { variances } = simulation.process;
  const values = new Float64Array(testPeriods.length);
  for (let test = 0; test < testPeriods.length; test += 1) {
    const year = testYears[test] ?? modelYears;
    const weights = valueWeights[test] ?? new Float64Array(modelYears);
    const x = deviations[year - 1] ?? 0;
    const v = variances[year - 1] ?? 0;
    let change = (weights[year - 1] ?? 0) * Math.expm1(x - v / 2);
    let decay = 1;
    for (let later = year + 1; later <= modelYears; later += 1) {
      decay *= valueDecay;
      change += (weights[later - 1] ?? 0) * Math.expm1(decay * x - (decay * decay * v) / 2);
    }
    const linear = balances[testPeriods[test] ?? 0]?.linearValue ?? 0;
    values[test] = Math.max(Math.min(residualValue, linear), linear + change);
  }
  return values;
}

/**
 * The frames of a path whose shocks are on (docs/monte-carlo.md section 4): the engine's timeline with its opex stage
 * × F_o, and the linear values of the statics with the steel price × F_s, through the engine's own functions.
 */
function pathFrames(options: { simulation: Simulation; statics: Statics; opexFactor: number }): readonly PeriodFrame[] {
  const { simulation, statics, opexFactor } = options;
  const { parameters, frames, timeline, input } = simulation;
  if (parameters.opexVolatility === 0 && parameters.scrapVolatility === 0) return frames;
  return shockedFrames({
    frames,
    valuationDate: input.valuationDate,
    timeline: parameters.opexVolatility > 0 ? shockedTimeline(timeline, { opexFactor }) : null,
    statics: parameters.scrapVolatility > 0 ? statics : null,
  });
}

/**
 * One path's figures from its factors (docs/monte-carlo.md sections 2, 4a and 7): the engine's base case with the
 * factors applied, by the engine's own functions, computing only what section 7 reports — no break-even, paybacks or
 * project IRR — and the covenant tests against the path's market value. `deviations` are x_1 … x_J behind
 * `yearFactors`; `rates` is a buffer for the path's charter rates, reused from path to path. `equityIrr: false` skips
 * the equity IRR (null, 0 roots), about half of a path, for a caller that does not report it (the portfolio stress test).
 */
export function pathFigures(options: {
  simulation: Simulation;
  yearFactors: Float64Array;
  deviations: ArrayLike<number>;
  opexFactor: number;
  scrapFactor: number;
  rates?: Float64Array;
  equityIrr?: boolean;
}): PathFigures {
  const { simulation, yearFactors, opexFactor, scrapFactor } = options;
  const { input, parameters, timeline } = simulation;
  const statics =
    parameters.scrapVolatility > 0 ? computeStatics({ ...input, steelPricePerTonCurr: input.steelPricePerTonCurr * scrapFactor }) : simulation.statics;
  const frames = pathFrames({ simulation, statics, opexFactor });
  const rates = applyYearFactors({ schedule: simulation.schedule, yearFactors, into: options.rates });
  const last = frames.length - 1;
  let cash = simulation.openingCash;
  const periods = frames.map((frame, index): PeriodCashflows & TestedPeriod => {
    const flows = periodCashflows({
      input,
      frame,
      grossRevenue: grossRevenueOf({ frame, valuationDate: input.valuationDate, rates, onHire: timeline.onHire }),
    });
    cash = nextLiquidity({ input, frame, cash, equityCashflow: flows.equityCashflow });
    if (index === last) cash += statics.saleAtEndOfLife;
    return { ...flows, end: frame.end, debtOutstanding: frame.debtOutstanding, linearValue: frame.linearValue, liquidity: cash };
  });
  const dscrs = simulation.years.map((span) => servicedDscr({ periods, from: span.firstPeriod, to: span.endPeriod }));
  const dcfValue = dcfValueOf({
    periods,
    residualValueAtEndOfLife: statics.residualValueAtEndOfLife,
    residualDiscountFactor: simulation.residualDiscountFactor,
  });
  const equity =
    options.equityIrr === false
      ? { irr: null, roots: 0 }
      : equityIrrOf({
          statics,
          equity: equityCashflows({ statics, periods, frames, flowTimes: simulation.flowTimes }),
          gridFactors: simulation.gridFactors,
        });
  const marketValues = pathMarketValues({ simulation, deviations: options.deviations, balances: frames, residualValue: statics.residualValue });
  const tests = covenantTests({ input, periods, testPeriods: simulation.testPeriods, marketValues });
  const covenants = covenantFigures({ input, tests });
  return {
    dcfValue,
    projectNpv: projectNpvOf({ dcfValue, statics }),
    equityIrr: equity.irr,
    equityIrrRoots: equity.roots,
    minDscr: minDscrOf(dscrs),
    covenantBreachDate: covenants.covenantBreachDate,
    maxCureAmount: covenants.maxCureAmount,
    covenantTests: tests,
  };
}

/** The model years, ascending and once each, of the tests a covenant breaches. */
function breachYears(options: { tests: readonly CovenantTest[]; testYears: readonly number[]; breached: (test: CovenantTest) => boolean }): number[] {
  const { tests, testYears, breached } = options;
  const years: number[] = [];
  for (const [index, test] of tests.entries()) {
    const year = testYears[index] ?? 0;
    if (breached(test) && years[years.length - 1] !== year) years.push(year);
  }
  return years;
}

/** What the summary keeps of a path's covenant tests (section 7). */
export function pathCovenantBreaches(options: { figures: PathFigures; testYears: readonly number[] }): PathCovenantBreaches {
  const { figures, testYears } = options;
  const tests = figures.covenantTests;
  return {
    minimumValueClause: breachYears({ tests, testYears, breached: (test) => test.minimumValueClauseBreached }),
    dscr: breachYears({ tests, testYears, breached: (test) => test.dscrCovenantBreached }),
    liquidity: breachYears({ tests, testYears, breached: (test) => test.liquidityCovenantBreached }),
    maxCureAmount: figures.maxCureAmount,
  };
}

type Buffers = { normals: Float64Array; yearFactors: Float64Array; deviations: Float64Array; rates: Float64Array };

/**
 * The paths firstPath … endPath − 1 (docs/monte-carlo.md sections 6–7): each path's J + 2 normals (ε_1 … ε_J,
 * η, ζ, always all drawn) from its own generator, its factors, and the engine's figures with them.
 */
export function simulatePaths(simulation: Simulation, range: { firstPath: number; endPath: number }): PathOutputs {
  const { firstPath, endPath } = range;
  const { parameters, modelYears } = simulation;
  const length = simulation.schedule.rates.length;
  const buffers: Buffers = {
    normals: new Float64Array(modelYears),
    yearFactors: new Float64Array(modelYears),
    deviations: new Float64Array(modelYears),
    rates: new Float64Array(length),
  };
  const outputs: PathOutputs = {
    firstPath,
    dcfValue: [],
    projectNpv: [],
    equityIrr: [],
    equityIrrRoots: [],
    minDscr: [],
    covenantBreachDate: [],
    covenantBreaches: [],
  };
  const nextGenerator = pathGenerators({ seed: parameters.seed, firstPath });
  for (let path = firstPath; path < endPath; path += 1) {
    const source = nextGenerator();
    for (let index = 0; index < modelYears; index += 1) buffers.normals[index] = normal(source);
    const opexNormal = normal(source);
    const scrapNormal = normal(source);
    const figures = pathFigures({
      simulation,
      yearFactors: charterFactors({ process: simulation.process, normals: buffers.normals, into: buffers.yearFactors, deviations: buffers.deviations }),
      deviations: buffers.deviations,
      opexFactor: levelFactor({ volatility: parameters.opexVolatility, normal: opexNormal }),
      scrapFactor: levelFactor({ volatility: parameters.scrapVolatility, normal: scrapNormal }),
      rates: buffers.rates,
    });
    outputs.dcfValue.push(figures.dcfValue);
    outputs.projectNpv.push(figures.projectNpv);
    outputs.equityIrr.push(figures.equityIrr);
    outputs.equityIrrRoots.push(figures.equityIrrRoots);
    outputs.minDscr.push(figures.minDscr);
    outputs.covenantBreachDate.push(figures.covenantBreachDate);
    outputs.covenantBreaches.push(pathCovenantBreaches({ figures, testYears: simulation.testYears }));
  }
  return outputs;
}

/** The outputs of consecutive ranges joined in path order. */
export function joinPathOutputs(parts: readonly PathOutputs[]): PathOutputs {
  return {
    firstPath: parts[0]?.firstPath ?? 0,
    dcfValue: parts.flatMap((part) => part.dcfValue),
    projectNpv: parts.flatMap((part) => part.projectNpv),
    equityIrr: parts.flatMap((part) => part.equityIrr),
    equityIrrRoots: parts.flatMap((part) => part.equityIrrRoots),
    minDscr: parts.flatMap((part) => part.minDscr),
    covenantBreachDate: parts.flatMap((part) => part.covenantBreachDate),
    covenantBreaches: parts.flatMap((part) => part.covenantBreaches),
  };
}
